import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  type FocusEvent,
  memo,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useMediaQuery } from '../../lib/use-media-query.ts';

export interface SlideState {
  index: number;
  /** The selected snap: the first visible slide (align start) or the middle one (align center). */
  selected: boolean;
}

export interface CarouselProps<T> {
  /** Accessible name of the carousel region; alternatively `labelledBy`. */
  label?: string;
  /** Id of a heading (e.g. the one passed as `header`) that names the region. */
  labelledBy?: string;
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderSlide: (item: T, state: SlideState) => ReactNode;
  /** Auto-advance interval in milliseconds. */
  delay: number;
  /** Width of one slide per breakpoint, as Tailwind `basis-*` classes. */
  slideClassName?: string;
  align?: 'start' | 'center';
  /**
   * `header`: a bar above the slides with `header` on the left and the buttons on the right (card sliders).
   * `overlay`: buttons and dots in a pill over the bottom of full-width slides (slideshows), below them on phones.
   */
  controls?: 'header' | 'overlay';
  header?: ReactNode;
  showDots?: boolean;
  /** Space between slides (card sliders); full-bleed slideshows have none. */
  gap?: boolean;
  /**
   * Take slides other than the selected one out of the tab order and the accessibility tree. Only for
   * carousels that show one slide at a time, so keyboard users do not tab through hidden slides.
   */
  hideInactive?: boolean;
  className?: string;
}

/** Focus that came from the keyboard (a mouse click on a button must not freeze the carousel). */
function isKeyboardFocus(el: EventTarget): boolean {
  if (!(el instanceof Element)) return false;
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Passes the element on once the browser has drawn the frame that holds it (the next animation
 * frame, then a task). Embla measures every slide as it starts; started in the commit that inserted
 * them, those reads forced the whole page's style and layout inside React's task — on Home, with four
 * carousels, the largest part of the take-over's blocking time on a 4x slower CPU (issue 16). A frame
 * later the layout is already done and the reads cost next to nothing. Nothing moves meanwhile: until
 * Embla starts, the first slide sits where Embla keeps it.
 */
function useAfterLayout(ref: (el: HTMLElement | null) => void) {
  const pending = useRef<() => void>(undefined);
  return useCallback(
    (el: HTMLElement | null) => {
      pending.current?.();
      pending.current = undefined;
      if (!el) {
        ref(null);
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      // A transition: the carousel's render with Embla started is sliced like the take-over's.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => ref(el)), 0);
      });
      pending.current = () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    },
    [ref],
  );
}

/**
 * A slide's content, drawn again only when its own item or selection changes: the carousel's state
 * (the selected slide, Embla starting, hover, focus, autoplay) changes every few seconds, and drawing
 * every card of the slider again each time was a long task on a slow phone (issue 16, TBT).
 */
const SlideContent = memo(function SlideContent({
  item,
  index,
  selected,
  renderSlide,
}: {
  item: unknown;
  index: number;
  selected: boolean;
  renderSlide: (item: unknown, state: SlideState) => ReactNode;
}) {
  return renderSlide(item, { index, selected });
});

/**
 * The one slider of the app (Embla + its autoplay plugin, no hand-made timers), following the WAI-ARIA
 * carousel pattern: a labelled region with role description "carousel", slides labelled "n of N",
 * previous/next buttons that wrap around, and a pause/play button. Auto-advance stops while the pointer
 * is over it or keyboard focus is inside, and never starts by itself under `prefers-reduced-motion`.
 */
export function Carousel<T>({
  label,
  labelledBy,
  items,
  getKey,
  renderSlide,
  delay,
  slideClassName = 'basis-full',
  align = 'start',
  controls = 'header',
  header,
  showDots = false,
  gap = true,
  hideInactive = false,
  className = '',
}: CarouselProps<T>) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  // stopOnInteraction: the plugin only stops on a drag; resuming is decided below, in one place.
  const autoplay = useMemo(
    () =>
      Autoplay({
        delay,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnMouseEnter: false,
        stopOnFocusIn: false,
      }),
    [delay],
  );
  // Embla compares options and plugins by value: new literals each render do not re-initialise it.
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align, duration: 30 }, [autoplay]);
  const viewportRef = useAfterLayout(emblaRef);

  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [playing, setPlaying] = useState(false);
  // The user's choice (the pause/play button); reduced motion starts paused.
  const [userPaused, setUserPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  const shouldPlay = !userPaused && !hovered && !focused && snapCount > 1;
  const shouldPlayRef = useRef(shouldPlay);
  shouldPlayRef.current = shouldPlay;

  useEffect(() => {
    if (!embla) return;
    const sync = (api: EmblaCarouselType) => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    // A swipe stops the plugin; carry on afterwards unless something else holds it.
    const onPointerUp = () => {
      if (shouldPlayRef.current) autoplay.play();
    };
    sync(embla);
    embla
      .on('select', sync)
      .on('reInit', sync)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop)
      .on('pointerUp', onPointerUp);
    return () => {
      embla
        .off('select', sync)
        .off('reInit', sync)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop)
        .off('pointerUp', onPointerUp);
    };
  }, [embla, autoplay]);

  useEffect(() => {
    if (!embla) return;
    if (shouldPlay) autoplay.play(reducedMotion);
    else autoplay.stop();
  }, [embla, autoplay, shouldPlay, reducedMotion]);

  /** A move by hand, wrapping around at both ends (also where Embla cannot loop); the timer starts over. */
  const goTo = (index: number) => {
    if (!embla) return;
    embla.scrollTo((index + snapCount) % snapCount, reducedMotion);
    autoplay.reset();
  };

  const togglePaused = () => {
    if (userPaused) {
      // Pressing Play is explicit: it wins over the hover/focus pause until the next enter.
      setHovered(false);
      setFocused(false);
      setUserPaused(false);
    } else setUserPaused(true);
  };

  const onFocus = (e: FocusEvent) => {
    if (isKeyboardFocus(e.target)) setFocused(true);
  };
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  if (items.length === 0) return null;
  const total = items.length;
  // Until Embla has measured, one snap per slide (what a one-slide-at-a-time slideshow has): the
  // first paint (Home's is prerendered, issue 16) shows the count and dots it will keep.
  const snaps = snapCount || total;
  const overlay = controls === 'overlay';
  const button = overlay
    ? 'inline-flex size-11 items-center justify-center rounded-full text-primary-900 hover:bg-primary-50'
    : 'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-primary-800 shadow-sm hover:border-primary-300 hover:bg-primary-50';

  const controlBar = (
    <div
      className={
        overlay
          ? 'flex items-center justify-center gap-1 rounded-full bg-white/95 px-1.5 py-1 shadow-raised lg:absolute lg:bottom-6 lg:right-8'
          : 'flex shrink-0 items-center gap-2'
      }
    >
      <button type="button" className={button} onClick={() => goTo(selected - 1)} aria-label="Previous">
        <ChevronLeft aria-hidden className="size-5" />
      </button>
      {showDots ? (
        // 44 px dots (ui.md targets); on phones six of them and three buttons would not fit, so a count stands in.
        <span aria-hidden className="px-2 text-sm font-medium tabular-nums text-slate-700 sm:hidden">
          {selected + 1} / {snaps}
        </span>
      ) : null}
      {showDots ? (
        <div className="hidden items-center sm:flex">
          {Array.from({ length: snaps }, (_, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll snap, by position
              key={i}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? 'true' : undefined}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden
                className={`block h-2.5 rounded-full transition-all ${
                  i === selected ? 'w-6 bg-primary-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
      <button
        type="button"
        className={button}
        onClick={togglePaused}
        aria-label={userPaused ? 'Play' : 'Pause'}
        title={userPaused ? 'Play' : 'Pause'}
      >
        {userPaused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
      </button>
      <button type="button" className={button} onClick={() => goTo(selected + 1)} aria-label="Next">
        <ChevronRight aria-hidden className="size-5" />
      </button>
    </div>
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {overlay ? null : (
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">{header}</div>
          {controlBar}
        </div>
      )}
      <div ref={viewportRef} className={overlay ? 'overflow-hidden' : '-my-4 overflow-hidden py-4'}>
        {/* No will-change here: it makes the track the slides' offsetParent, so Embla (which measures
            offsetLeft) would place every snap a gap's width off and cut the first card in half. Embla's
            translate3d already gives the track its own layer while it moves. */}
        <div className={`flex touch-pan-y ${gap ? '-ml-4 sm:-ml-6' : ''}`}>
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={getKey(item, index)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${total}`}
              aria-current={index === selected ? 'true' : undefined}
              inert={hideInactive && index !== selected}
              className={`min-w-0 shrink-0 grow-0 ${gap ? 'pl-4 sm:pl-6' : ''} ${slideClassName}`}
            >
              <SlideContent
                item={item}
                index={index}
                selected={index === selected}
                renderSlide={renderSlide as (item: unknown, state: SlideState) => ReactNode}
              />
            </div>
          ))}
        </div>
      </div>
      {overlay ? <div className="flex justify-center py-4 lg:p-0">{controlBar}</div> : null}
      {/* Slides move by transform, so nothing inside them changes: say where we are instead, but only
          when the user moves it (announcing every automatic step would drown out everything else). */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {playing ? '' : `Slide ${selected + 1} of ${total}`}
      </p>
    </section>
  );
}
