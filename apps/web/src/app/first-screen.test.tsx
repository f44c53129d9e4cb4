import { HttpResponse, http } from 'msw';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCenter, makeTutor } from '../test/factories.ts';
import { requests, server } from '../test/server.ts';
import { FIRST_SCREEN_DATA, firstScreenFor } from './first-screen.ts';
import { prepareFirstScreen } from './first-screen-client.ts';
import { renderFirstScreen } from './first-screen-render.tsx';
import { AppProviders } from './providers.tsx';

// The profile's second chunk (everything after the details) is not in at the first render in the
// browser, and never arrives in the server's drawing (scripts/prerender-home.ts, laterNeverArrives):
// here too, so that one test's loading it does not change the next one's first render.
vi.mock('./routes/profile-more.tsx', () => {
  const later = () => {
    throw new Promise(() => {});
  };
  return { default: later, ProfileLatest: later };
});

/** Each element as tag and classes, in document order: what decides the screen's layout. */
function outline(root: Element): string[] {
  return [...root.querySelectorAll('*')]
    .filter((el) => !['LINK', 'TEMPLATE'].includes(el.tagName))
    .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
}

const tutors = [
  makeTutor({ name: 'Meera Iyer', fees: { Physics: 900 } }),
  makeTutor({ name: 'Kabir Shah', photo: '/uploads/seed/tutor-1.webp' }),
];
const listAnswer = { tutors, total: 2, page: 1, pageSize: 12 };
const center = makeCenter({ name: 'Bright Minds Academy' });
const centersAnswer = { tuitionCenters: [center], total: 1, page: 1, pageSize: 12, next: 'c1' };

const cases: { url: string; answer: unknown; api: string; heading: string }[] = [
  {
    url: '/all-tutors',
    answer: listAnswer,
    api: '/api/tutors/all-tutors?page=1&limit=12',
    heading: 'All Tutors',
  },
  {
    url: '/all-tutors?subject=Physics&sort=fees&page=2',
    answer: { ...listAnswer, page: 2 },
    api: '/api/tutors/all-tutors?subject=Physics&sort=fees&page=2&limit=12',
    heading: 'All Tutors',
  },
  {
    url: '/all-tuition-centers',
    answer: centersAnswer,
    api: '/api/tuition-centers/all?page=1&limit=12',
    heading: 'All Tuition Centers',
  },
  {
    url: `/tutor/${tutors[0]!._id}`,
    answer: tutors[0],
    api: `/api/tutors/get-tutor/${tutors[0]!._id}`,
    heading: 'Meera Iyer',
  },
  {
    url: `/tuition-center/${center._id}`,
    answer: { ...center, reviews: [] },
    api: `/api/tuition-centers/get-profile/${center._id}`,
    heading: 'Bright Minds Academy',
  },
];

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA)?.remove();
  window.history.replaceState(null, '', '/');
});

describe("the catalogue pages' first screens (drawn by the server, decision 020)", () => {
  it('are drawn for the list and profile pages only, from the same call the page makes', () => {
    for (const { url, api } of cases) {
      const [path, search = ''] = url.split('?');
      expect(firstScreenFor(path!, search ? `?${search}` : '')?.api, url).toBe(api);
    }
    for (const path of ['/', '/about', '/search', '/tutor', '/tutor/a/b', '/tutors/abc', '/tutor/%E0%A4%A'])
      expect(firstScreenFor(path, ''), path).toBeNull();
  });

  for (const { url, answer, api, heading } of cases) {
    it(`on ${url}: the app's first render with the inlined answer is the server's markup, element for element, and fetches nothing for it`, async () => {
      server.use(
        http.get('/api/tutors/latest-tutors', () => HttpResponse.json({ latestTutors: [] })),
        http.get('/api/tuition-centers/latest', () => HttpResponse.json({ latesttuitionCenters: [] })),
      );
      window.history.replaceState(null, '', url);
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = FIRST_SCREEN_DATA;
      data.textContent = JSON.stringify(answer);
      document.body.append(data);

      const initialQueries = await prepareFirstScreen();
      expect(initialQueries).toHaveLength(1);

      // The first commit as the browser paints it, outside act(), read at once (as Home's test does);
      // the server's drawing right after it, before anything the app started has resolved.
      const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const wasAct = act.IS_REACT_ACT_ENVIRONMENT;
      act.IS_REACT_ACT_ENVIRONMENT = false;
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      try {
        flushSync(() => root.render(<AppProviders initialQueries={initialQueries} />));
        const drawn = renderFirstScreen(url, answer);
        const prerendered = document.createElement('div');
        prerendered.innerHTML = drawn!.markup;
        const main = container.querySelector('main')!;
        expect(prerendered.querySelector('h1')?.textContent).toBe(heading);
        expect(outline(prerendered)).toEqual(outline(main));
        expect(prerendered.textContent).toBe(main.textContent);
        expect(drawn!.title).toBe(`${heading} · TuitionHub`);

        await new Promise((r) => setTimeout(r, 200));
        const apiPath = new URL(api, 'http://x').pathname;
        expect(requests.filter((r) => r.path === apiPath)).toEqual([]);
        expect(container.querySelector('h1')?.textContent).toBe(heading);
      } finally {
        root.unmount();
        container.remove();
        act.IS_REACT_ACT_ENVIRONMENT = wasAct;
      }
    });
  }

  it('gives the app nothing to start from when the HTML has no answer', async () => {
    window.history.replaceState(null, '', '/all-tutors');
    expect(await prepareFirstScreen()).toEqual([]);
  });
});
