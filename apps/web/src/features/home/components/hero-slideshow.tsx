import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Carousel } from '../../../components/slider/carousel.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { slideImageSize, slides } from '../../../content/home-hero.ts';

/** spec §1/§9: the header slideshow, 6 images changing every 3 seconds, each with the call to action that fits it. */
export function HeroSlideshow() {
  return (
    <div className="bg-cream-100">
      <Carousel
        label="Highlights"
        items={slides}
        getKey={(s) => s.src}
        delay={3000}
        controls="overlay"
        showDots
        gap={false}
        hideInactive
        className="mx-auto max-w-[1600px]"
        renderSlide={(slide, { index }) => (
          <div className="relative h-full">
            <img
              src={slide.src}
              alt={slide.alt}
              width={slideImageSize.width}
              height={slideImageSize.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              className="aspect-[4/3] w-full object-cover object-[82%_50%] sm:aspect-[5/2] lg:aspect-[8/3] lg:object-center"
            />
            <div className="page-container lg:absolute lg:inset-0 lg:flex lg:items-center">
              <div className="pt-5 lg:max-w-[42%] lg:pt-0">
                <p className="text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl xl:text-5xl xl:leading-tight">
                  {slide.headline}
                </p>
                <p className="mt-3 max-w-xl text-base text-slate-700 sm:text-lg">{slide.subline}</p>
                <Link to={slide.cta.to} className={buttonClasses('accent', 'lg', 'mt-6 shadow-sm')}>
                  {slide.cta.label}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </div>
            </div>
          </div>
        )}
      />
    </div>
  );
}
