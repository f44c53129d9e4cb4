import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { StatList } from '../../../components/ui/stat-list.tsx';
import { welcome } from '../../../content/home-hero.ts';

/** spec §1: the welcome message (the page's main heading), with the claimed numbers as trust signals. */
export function Welcome() {
  return (
    <section aria-labelledby="welcome-heading" className="section-y bg-white">
      <div className="page-container text-center">
        <p className="eyebrow">Home tuition made simple</p>
        <h1 id="welcome-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {welcome.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-3xl text-base leading-relaxed text-slate-600 sm:text-lg">
          {welcome.text}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/all-tutors" className={buttonClasses('primary', 'lg')}>
            Browse tutors
          </Link>
          <Link to="/all-tuition-centers" className={buttonClasses('secondary', 'lg')}>
            Browse tuition centers
          </Link>
        </div>
        <StatList variant="strip" />
      </div>
    </section>
  );
}
