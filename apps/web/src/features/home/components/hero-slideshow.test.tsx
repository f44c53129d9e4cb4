import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slides } from '../../../content/home-hero.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HeroSlideshow } from './hero-slideshow.tsx';

describe('HeroSlideshow (issue 15 item 6)', () => {
  it("gives each slide the button that fits it: the centers' slide leads to the centers", () => {
    renderWithProviders(<HeroSlideshow />);
    const buttons = slides.map((s) => {
      const slide = screen.getByText(s.headline).closest('[aria-roledescription="slide"]') as HTMLElement;
      const link = slide.querySelector('a')!;
      return { headline: s.headline, label: link.textContent, href: link.getAttribute('href') };
    });
    expect(buttons.find((b) => b.headline === 'Find the right tuition center')).toEqual({
      headline: 'Find the right tuition center',
      label: 'Browse tuition centers',
      href: '/all-tuition-centers',
    });
    // No two slides share a button.
    expect(new Set(buttons.map((b) => b.label)).size).toBe(slides.length);
    expect(new Set(buttons.map((b) => b.href)).size).toBe(slides.length);
  });

  it('has 44 px dot targets (a "1 / 6" count stands in for them on phones) (issue 15 item 16)', () => {
    renderWithProviders(<HeroSlideshow />);
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d$/ });
    expect(dots).toHaveLength(slides.length);
    for (const dot of dots) expect(dot).toHaveClass('size-11');
    expect(dots[0]!.parentElement).toHaveClass('hidden', 'sm:flex');
    expect(screen.getByText(`1 / ${slides.length}`)).toHaveClass('sm:hidden');
  });
});
