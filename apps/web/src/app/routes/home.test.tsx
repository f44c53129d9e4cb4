import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as Home } from './home.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function stubBrowser() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} })),
  );
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
}

function renderHome(answer: (url: string) => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => answer(String(input))),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Home />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('Home', () => {
  beforeEach(stubBrowser);
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Loading...' in both sliders while the latest tutors and centers load", () => {
    renderHome(() => new Promise<Response>(() => {}));
    expect(within(section('Latest tutors')).getByText('Loading...')).toBeInTheDocument();
    expect(within(section('Latest tuition centers')).getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the spec’s error lines, the centers one with the server’s message', async () => {
    renderHome(async (url) =>
      url.startsWith('/api/tutors/latest-tutors')
        ? json(500, { success: false, code: 'INTERNAL', message: 'Something broke' })
        : json(503, { success: false, code: 'INTERNAL', message: 'Database is down' }),
    );
    expect(await within(section('Latest tutors')).findByText('Error loading tutors')).toBeInTheDocument();
    expect(
      await within(section('Latest tuition centers')).findByText(
        'Error fetching latest tuition centers: Database is down',
      ),
    ).toBeInTheDocument();
    // Each failure offers a retry.
    expect(within(section('Latest tutors')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
