import { PageSection } from '../../../components/ui/section-heading.tsx';
import { team } from '../../../content/about.ts';

/** spec §1 About: meet the team — seven members, each with photo, role and description. */
export function Team() {
  return (
    <PageSection
      id="team-heading"
      eyebrow="Our people"
      title="Meet the team"
      lead="Teachers, parents and engineers who want every child to have a good tutor."
      className="bg-cream-50"
    >
      <ul className="mt-12 flex flex-wrap justify-center gap-6">
        {team.map((member) => (
          <li
            key={member.name}
            className="flex w-full flex-col items-center rounded-card border border-slate-200 bg-white p-6 text-center shadow-card sm:w-[calc(50%-0.75rem)] lg:w-[calc(25%-1.125rem)]"
          >
            <img
              src={member.image}
              alt={member.alt}
              width={200}
              height={200}
              loading="lazy"
              className="size-28 rounded-full bg-slate-100 ring-4 ring-primary-50"
            />
            <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-semibold text-accent-800">{member.role}</p>
            <p className="mt-3 text-slate-600">{member.description}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
