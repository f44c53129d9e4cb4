import { Quote } from 'lucide-react';
import { Carousel } from '../../../components/slider/carousel.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { testimonials } from '../../../content/home.ts';

/**
 * spec §2 Sliders: advances every 5 seconds; the current card sits in the middle, the next on the
 * right and the others on the left (Embla, centred and looping). One card at a time on phones.
 */
export function Testimonials() {
  return (
    <div className="section-y overflow-hidden bg-cream-50">
      <div className="page-container">
        <Carousel
          labelledBy="testimonials-heading"
          header={
            <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What families say" />
          }
          items={testimonials}
          getKey={(t) => t.name}
          delay={5000}
          align="center"
          // A hair over a third: Embla only loops when the other slides fill the view, and offsetWidth rounds.
          slideClassName="basis-[88%] sm:basis-[62%] lg:basis-[calc(100%/3+2px)]"
          renderSlide={(t, { selected }) => (
            <figure
              className={`flex h-full flex-col rounded-card border bg-white p-6 transition duration-300 sm:p-7 ${
                selected ? 'border-primary-200 shadow-raised' : 'scale-[0.94] border-slate-200 shadow-card'
              }`}
            >
              <Quote aria-hidden className="size-8 text-accent-400" />
              <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <img
                  src={t.image}
                  alt={t.alt}
                  width={56}
                  height={56}
                  loading="lazy"
                  className="size-14 rounded-full bg-slate-100"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-sm text-slate-600">
                    {t.role}, {t.place}
                  </span>
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </div>
  );
}
