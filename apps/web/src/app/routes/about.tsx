import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { StatList } from '../../components/ui/stat-list.tsx';
import { aboutIntro, beyondTutoring, whyHomeTuitions } from '../../content/about.ts';
import { DemoCta } from '../../features/about/components/demo-cta.tsx';
import { Faq } from '../../features/about/components/faq.tsx';
import { HowItWorks } from '../../features/about/components/how-it-works.tsx';
import { InfoSection } from '../../features/about/components/info-section.tsx';
import { Team } from '../../features/about/components/team.tsx';
import { DemoFinder } from '../../features/demo/components/demo-finder.tsx';

/** spec §1 About: intro and numbers, how it works, beyond tutoring, why home tuitions, team, FAQ, demo
 * (its button opens the free demo finder below it: issue 12). */
export function Component() {
  const [search] = useSearchParams();
  return (
    <>
      <PageHeader
        title={aboutIntro.heading}
        subtitle={aboutIntro.text}
        description="How TuitionHub works, who we are, and answers to common questions about home tuition."
      >
        <StatList variant="cards" />
      </PageHeader>
      <HowItWorks />
      <InfoSection
        id="beyond-heading"
        eyebrow="More than lessons"
        section={beyondTutoring}
        className="bg-cream-50"
      />
      <InfoSection id="home-tuitions-heading" eyebrow="Learning at home" section={whyHomeTuitions} />
      <Team />
      <Faq />
      <DemoCta to="/about?demo=find" />
      {search.get('demo') === 'find' ? <DemoFinder /> : null}
    </>
  );
}
