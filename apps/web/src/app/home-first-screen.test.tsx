import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderHomeFirstScreen } from './home-first-screen.tsx';
import { Component as Home } from './routes/home.tsx';

/** Each element as tag and classes, in document order: what decides the screen's layout. */
function outline(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((el) => !['LINK', 'TEMPLATE'].includes(el.tagName))
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
}

describe("Home's prerendered first screen", () => {
  const markup = renderHomeFirstScreen();
  const prerendered = document.createElement('div');
  prerendered.innerHTML = markup;

  it('shows the first slide, found in the HTML and fetched first, and the welcome heading', () => {
    const hero = prerendered.querySelector('img[fetchpriority="high"]');
    expect(hero?.getAttribute('alt')).toMatch(/home tutor helping a school boy/);
    expect(hero?.getAttribute('loading')).toBe('eager');
    expect(prerendered.querySelector('h1')?.textContent).toBe('Welcome to TuitionHub');
  });

  it("is the app's own first render of Home, element for element, so the swap moves nothing", () => {
    // The first commit as the browser paints it, before any effect has run (the carousel's dots
    // appear after it, with or without the prerendered screen): outside act(), read at once.
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = act.IS_REACT_ACT_ENVIRONMENT;
    act.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.createElement('div');
    const root = createRoot(container);
    try {
      flushSync(() =>
        root.render(
          <MemoryRouter>
            <Home />
          </MemoryRouter>,
        ),
      );
      expect(outline(prerendered)).toEqual(outline(container));
      expect(prerendered.textContent).toBe(container.textContent);
    } finally {
      root.unmount();
      act.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
