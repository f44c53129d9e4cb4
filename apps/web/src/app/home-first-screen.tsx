import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { Component as Home } from './routes/home.tsx';

/**
 * Home's first screen (the slideshow's first slide and the welcome) as markup, drawn at build time by
 * the real components (scripts/prerender-home.ts, issue 16): the same tree the app's first render
 * draws on `/` once Home's code is in (main.tsx waits for it there), so swapping one for the other
 * moves nothing. The rest of Home (home-sections.tsx) is lazy; its placeholder stands in, as in the app.
 */
export function renderHomeFirstScreen(): string {
  return renderToString(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
}
