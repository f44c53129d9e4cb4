import { CircleCheck, Smartphone } from 'lucide-react';
import { androidApp } from '../../content/site.ts';
import { NewsletterBox } from '../../features/newsletter/components/newsletter-box.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The school-or-college card's target: the Android app, coming soon, with a way to hear about it. */
export function Component() {
  useDocumentTitle('Android app', androidApp.text);
  return (
    <>
      <section aria-labelledby="android-heading" className="bg-gradient-to-b from-primary-50 to-white">
        <div className="page-container grid items-center gap-10 py-12 md:grid-cols-[1.2fr_1fr] md:py-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-800">
              <Smartphone aria-hidden className="size-4" />
              {androidApp.status}
            </p>
            <h1 id="android-heading" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
              {androidApp.heading}
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-600">{androidApp.text}</p>
            <ul className="mt-8 space-y-3">
              {androidApp.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3 text-slate-800">
                  <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <img {...androidApp.image} alt={androidApp.image.alt} className="mx-auto h-auto w-full max-w-sm" />
        </div>
      </section>
      <div className="bg-white pb-16 md:pb-20">
        <div className="page-container">
          <p className="mb-6 text-center text-slate-600">{androidApp.note}</p>
          <NewsletterBox />
        </div>
      </div>
    </>
  );
}
