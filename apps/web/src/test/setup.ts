import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { requests, server } from './server.ts';

// findBy… and waitFor wait up to 3 s (not 1 s): answers arrive late on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// A request no handler answers is a test bug: MSW reports it with console.error, which fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  requests.length = 0;
  localStorage.clear();
  // Toasts live in a module-wide store: each test starts without the last one's.
  toast.remove();
});
afterAll(() => server.close());

// What jsdom lacks and the app touches (react-hot-toast asks about reduced motion; Radix and Embla
// observe sizes). Defined on window, not stubbed, so a test may stub its own and unstub it again.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(window, {
  matchMedia: (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }),
  ResizeObserver: NoopObserver,
  IntersectionObserver: NoopObserver,
});

// An unexpected console.error fails the test (style.md habit 8).
const original = console.error;
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length) {
    original(...(seen[0] ?? []));
    throw new Error('console.error was called during the test');
  }
});
