import { ExternalLink, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { contactCopy, contactHours, office } from '../../content/site.ts';
import { ContactForm } from '../../features/messages/components/contact-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { OfficeAddress } from '../layouts/office-address.tsx';

const { lat, lng } = office.coordinates;
const bbox = [lng - 0.012, lat - 0.007, lng + 0.012, lat + 0.007].map((n) => n.toFixed(4)).join(',');
const mapEmbedUrl = `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
const mapLinkUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

/**
 * The office map is a third-party page: it loads only when the visitor asks for it, so opening
 * Contact sends nothing to another host.
 */
function OfficeMap() {
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
      {shown ? (
        <iframe
          title={`Map of ${office.name}`}
          src={mapEmbedUrl}
          className="block h-72 w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
        />
      ) : (
        <div className="flex h-72 flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary-50 to-accent-50 px-6 text-center">
          <MapPin aria-hidden className="size-10 text-primary-700" />
          <p className="max-w-xs text-sm text-slate-700">
            The map is served by OpenStreetMap and loads only when you ask for it.
          </p>
          <Button variant="secondary" onClick={() => setShown(true)}>
            Show map
          </Button>
        </div>
      )}
      <p className="border-t border-slate-200 px-4 py-3 text-sm">
        <a
          href={mapLinkUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary-800 underline-offset-2 hover:underline"
        >
          Open in OpenStreetMap
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

/** spec §2 Contact: 'LEAVE A MESSAGE / We love to hear from you', the form, head-office details and map. */
export function Component() {
  // Runs after PageHeader's own title effect, so the tab reads "Contact", not the shouted heading.
  useDocumentTitle(
    'Contact',
    'Write to TuitionHub: questions about tutors, tuition centers, fees or your account.',
  );
  return (
    <>
      <PageHeader title={contactCopy.heading} subtitle={contactCopy.subheading} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section
          aria-labelledby="contact-form-title"
          className="self-start rounded-card bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            Send us a message
          </h2>
          <p className="mb-6 mt-2 text-slate-600">{contactCopy.text}</p>
          <ContactForm />
        </section>

        <section aria-labelledby="office-title" className="space-y-6">
          <div className="rounded-card bg-white p-6 shadow-card">
            <h2 id="office-title" className="text-xl font-semibold">
              {contactCopy.officeHeading}
            </h2>
            <OfficeAddress
              hours={contactHours}
              showName
              className="mt-4 text-slate-700"
              iconClassName="text-primary-700"
              linkClassName="inline-flex min-h-11 items-center break-all font-medium text-primary-800 underline-offset-2 hover:underline"
            />
          </div>
          <OfficeMap />
        </section>
      </div>
    </>
  );
}
