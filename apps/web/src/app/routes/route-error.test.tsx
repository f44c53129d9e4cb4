import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.tsx';

function renderFailing(loader: () => never) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader,
      element: <p>never shown</p>,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('replaces the router’s raw error page with a calm one, a retry and a way home', async () => {
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
    renderFailing(() => {
      throw new Response('missing', { status: 404 });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /404/ })).toBeInTheDocument();
  });
});
