import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories.ts';
import { renderWithProviders } from '../test/render.tsx';
import { apiError, server } from '../test/server.ts';
import { useSession } from './session.tsx';

function WhoAmI() {
  const { user, loading } = useSession();
  return <p>{loading ? 'checking' : (user?.name ?? 'visitor')}</p>;
}

describe('Session check (issue 15 item 14)', () => {
  it("a visitor's check answers 200 { user: null }: a visitor, and no error logged", async () => {
    renderWithProviders(<WhoAmI />);
    // The test setup fails any test that logs a console error.
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });

  it('a stored user whose session is gone (user: null) is forgotten', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ name: 'Aarav Sharma' })));
    server.use(http.get('/api/user/me', () => HttpResponse.json({ user: null })));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('visitor')).toBeInTheDocument();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a revoked session (401) is forgotten too', async () => {
    localStorage.setItem('user', JSON.stringify(makeUser({ name: 'Aarav Sharma' })));
    server.use(http.get('/api/user/me', () => apiError(401, 'UNAUTHENTICATED', 'Please log in')));
    renderWithProviders(<WhoAmI />);
    expect(await screen.findByText('visitor')).toBeInTheDocument();
  });

  it('a live session is kept', async () => {
    renderWithProviders(<WhoAmI />, { user: makeUser({ name: 'Aarav Sharma' }) });
    expect(await screen.findByText('Aarav Sharma')).toBeInTheDocument();
  });
});
