import { House, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { notFound } from '../../content/site.ts';
import { StatusPage } from './status-page.tsx';

/** The 404 page's body: the lazy /* route and the error boundary (a 404 response) both show it. */
export function NotFoundContent() {
  return (
    <StatusPage
      image={<img {...notFound.image} alt={notFound.image.alt} className="h-auto w-full" />}
      eyebrow="Error 404"
      title={notFound.heading}
      text={<p>{notFound.text}</p>}
      actions={
        <>
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            <House aria-hidden className="size-4" />
            {notFound.button}
          </Link>
          <Link to="/all-tutors" className={buttonClasses('secondary', 'lg')}>
            <Search aria-hidden className="size-4" />
            Browse tutors
          </Link>
        </>
      }
    />
  );
}
