import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { office } from '../../content/site.ts';

/** The head office's address, phone, e-mail and hours, as the footer and the Contact page show them. */
export function OfficeAddress({
  hours,
  showName = false,
  className,
  iconClassName,
  linkClassName,
}: {
  hours: string;
  /** The office's name above the address (else the address is announced as 'Address:'). */
  showName?: boolean;
  className: string;
  iconClassName: string;
  linkClassName: string;
}) {
  const icon = `size-5 shrink-0 ${iconClassName}`;
  return (
    <address className={`space-y-3 not-italic ${className}`}>
      <p className="flex gap-3">
        <MapPin aria-hidden className={`mt-0.5 ${icon}`} />
        <span>
          {showName ? (
            <span className="block font-medium text-slate-900">{office.name}</span>
          ) : (
            <span className="sr-only">Address: </span>
          )}
          {office.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </span>
      </p>
      <p className="flex items-center gap-3">
        <Phone aria-hidden className={icon} />
        <a href={office.phoneHref} className={linkClassName}>
          <span className="sr-only">Phone: </span>
          {office.phone}
        </a>
      </p>
      <p className="flex items-center gap-3">
        <Mail aria-hidden className={icon} />
        <a href={office.emailHref} className={linkClassName}>
          <span className="sr-only">Email: </span>
          {office.email}
        </a>
      </p>
      <p className="flex items-center gap-3">
        <Clock aria-hidden className={icon} />
        <span>{hours}</span>
      </p>
    </address>
  );
}
