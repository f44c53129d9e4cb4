import { Link } from 'react-router';
import {
  footerAbout,
  footerColumns,
  footerHours,
  logo,
  paymentMethods,
  siteName,
  storeBadges,
} from '../../content/site.ts';
import { OfficeAddress } from './office-address.tsx';

const heading = 'text-sm font-semibold uppercase tracking-wider text-white';
const link = 'rounded text-primary-100 underline-offset-4 hover:text-white hover:underline';

/** spec §2 Shell footer: contact details, link columns, app badges, the payment methods the checkout accepts, hours
 * (no social icons: the product has no social accounts to link to, issue 15). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-primary-950 text-primary-100 print:hidden [&_:focus-visible]:outline-accent-300">
      <div className="page-container grid gap-10 py-14 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-4">
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded-lg"
            aria-label={`${siteName} home`}
          >
            <img src={logo.mark} alt="" width={40} height={40} className="size-10" loading="lazy" />
            <span className="text-xl font-bold text-white">
              Tuition<span className="text-accent-300">Hub</span>
            </span>
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed text-primary-100">{footerAbout}</p>
          <OfficeAddress
            hours={footerHours}
            className="mt-6"
            iconClassName="text-accent-300"
            linkClassName={link}
          />
        </div>

        <div className="grid grid-cols-3 gap-4 sm:gap-8 lg:col-span-5">
          {footerColumns.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className={heading}>{col.title}</h2>
              <ul className="mt-4 space-y-1">
                {col.links.map((l) => (
                  <li key={l.label}>
                    <Link to={l.to} className={`inline-flex min-h-11 items-center ${link}`}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="space-y-8 lg:col-span-3">
          <div>
            <h2 className={heading}>Get the app</h2>
            <div className="mt-4 flex flex-wrap gap-3">
              {storeBadges.map((b) => (
                <Link key={b.store} to={b.href} className="rounded-lg">
                  <img {...b.image} alt={b.image.alt} loading="lazy" className="h-12 w-auto" />
                </Link>
              ))}
            </div>
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-primary-200">
            © {year} {siteName}. All rights reserved. ·{' '}
            <Link to="/refund-policy" className={`${link} underline`}>
              Refund and cancellation policy
            </Link>
          </p>
          <img
            {...paymentMethods}
            alt={paymentMethods.alt}
            loading="lazy"
            className="h-8 w-auto self-start sm:self-auto"
          />
        </div>
      </div>
    </footer>
  );
}
