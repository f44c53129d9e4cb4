import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

// jsdom has no layout: give slides and the track sizes so Embla can compute its snaps
// (a 200 px track showing two 100 px slides), and answer its media query about reduced motion
// (the observers it uses are stubbed for every test in src/test/setup.ts).
const SLIDE = 100;
const slideIndex = (el: HTMLElement) => Number.parseInt(el.getAttribute('aria-label') ?? '1', 10) - 1;
const isSlide = (el: HTMLElement) => el.getAttribute('aria-roledescription') === 'slide';
const isTrack = (el: Element) => el.firstElementChild?.getAttribute('aria-roledescription') === 'slide';
const isViewport = (el: Element) => !!el.firstElementChild && isTrack(el.firstElementChild);

let reducedMotion = false;

function stubLayout() {
  const width = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (isSlide(this)) return SLIDE;
    return isTrack(this) || isViewport(this) ? 2 * SLIDE : 0;
  });
  const left = vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return isSlide(this) ? slideIndex(this) * SLIDE : 0;
  });
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
  return () => {
    width.mockRestore();
    left.mockRestore();
  };
}

const items = ['Asha', 'Bharat', 'Chitra', 'Deepak', 'Esha'];

function renderCarousel() {
  render(
    <Carousel
      label="Latest tutors"
      items={items}
      getKey={(name) => name}
      renderSlide={(name) => <p>{name}</p>}
      delay={3000}
      slideClassName="basis-1/2"
    />,
  );
  // Embla starts a frame after the slides are drawn (useAfterLayout), then autoplay once it knows its snaps.
  act(() => {
    vi.advanceTimersByTime(20);
  });
  return screen.getByRole('region', { name: 'Latest tutors' });
}

/** The slide Embla has selected (the carousel marks it aria-current). */
function currentSlide(region: HTMLElement) {
  const current = within(region)
    .getAllByRole('group')
    .filter((g) => g.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]!.getAttribute('aria-label');
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    reducedMotion = false;
    vi.useFakeTimers();
    restoreLayout = stubLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    // Not vi.restoreAllMocks(): it would also undo the setup's console.error guard.
    restoreLayout();
  });

  it('is a labelled carousel region whose slides are labelled "n of N"', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with Next and Previous and wraps around at both ends', () => {
    const region = renderCarousel();
    const next = within(region).getByRole('button', { name: 'Next' });
    const prev = within(region).getByRole('button', { name: 'Previous' });
    expect(currentSlide(region)).toBe('1 of 5');

    fireEvent.click(next);
    expect(currentSlide(region)).toBe('2 of 5');

    fireEvent.click(prev);
    fireEvent.click(prev);
    expect(currentSlide(region)).toBe('5 of 5');

    fireEvent.click(next);
    expect(currentSlide(region)).toBe('1 of 5');
  });

  it('advances by itself at the given interval', () => {
    const region = renderCarousel();
    advance(2900);
    expect(currentSlide(region)).toBe('1 of 5');
    advance(200);
    expect(currentSlide(region)).toBe('2 of 5');
    advance(3000);
    expect(currentSlide(region)).toBe('3 of 5');
  });

  it('stops when Pause is pressed and resumes with Play', () => {
    const region = renderCarousel();
    fireEvent.click(within(region).getByRole('button', { name: 'Pause' }));
    advance(10_000);
    expect(currentSlide(region)).toBe('1 of 5');

    // Stopped, it says where it is when moved by hand.
    fireEvent.click(within(region).getByRole('button', { name: 'Next' }));
    expect(within(region).getByText('Slide 2 of 5')).toBeInTheDocument();

    fireEvent.click(within(region).getByRole('button', { name: 'Play' }));
    advance(3000);
    expect(currentSlide(region)).toBe('3 of 5');
    // Playing, it keeps quiet.
    expect(within(region).queryByText(/^Slide \d of 5$/)).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('holds still while the pointer is over it', () => {
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(currentSlide(region)).toBe('1 of 5');
    fireEvent.mouseLeave(region);
    advance(3000);
    expect(currentSlide(region)).toBe('2 of 5');
  });

  it('holds still while keyboard focus is inside', () => {
    const region = renderCarousel();
    const prev = within(region).getByRole('button', { name: 'Previous' });
    // A Tab key press before the focus is what makes it :focus-visible (keyboard focus).
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => prev.focus());
    advance(10_000);
    expect(currentSlide(region)).toBe('1 of 5');
    act(() => prev.blur());
    advance(3000);
    expect(currentSlide(region)).toBe('2 of 5');
  });

  it('never auto-advances when the user prefers reduced motion, but still moves by the buttons', () => {
    reducedMotion = true;
    const region = renderCarousel();
    expect(within(region).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    advance(15_000);
    expect(currentSlide(region)).toBe('1 of 5');
    fireEvent.click(within(region).getByRole('button', { name: 'Next' }));
    expect(currentSlide(region)).toBe('2 of 5');
  });
});
