import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../layouts/route-error-boundary.tsx';

/** A page that throws `thrown` while rendering, inside the boundary the root layout puts around pages. */
function renderFailing(thrown: () => never) {
  function Failing(): never {
    thrown();
  }
  render(
    <MemoryRouter initialEntries={['/']}>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/" element={<Failing />} />
          <Route path="/about" element={<h1>About</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

// React reports a render error on the console even when a boundary catches it.
afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('RouteError', () => {
  it('replaces a crashed page with a calm one, a retry and a way home', async () => {
    quiet();
    renderFailing(() => {
      throw new Error('SELECT * FROM secrets failed at db.ts:42');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // Internals never reach the page.
    expect(screen.queryByText(/secrets/)).not.toBeInTheDocument();
    // The title is set by an effect, which may run after the heading is on screen.
    await waitFor(() => expect(document.title).toMatch(/^Something went wrong/));
  });

  it('a 404 response shows the not-found page', async () => {
    quiet();
    renderFailing(() => {
      throw new Response('missing', { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /404/ })).toBeInTheDocument();
  });

  it('going to another page clears the error', async () => {
    quiet();
    function Page() {
      const [broken, setBroken] = useState(false);
      if (broken) throw new Error('boom');
      return (
        <button type="button" onClick={() => setBroken(true)}>
          Break
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/about">About link</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/" element={<Page />} />
            <Route path="/about" element={<h1>About</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Break' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'About link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
