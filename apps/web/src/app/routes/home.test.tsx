import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { apiError, server } from '../../test/server.ts';
import { Component as Home } from './home.tsx';

const section = (name: string) => screen.getByRole('region', { name });

describe('Home', () => {
  it("says 'Loading...' in both sliders while the latest tutors and centers load", () => {
    server.use(
      http.get('/api/tutors/latest-tutors', () => delay('infinite')),
      http.get('/api/tuition-centers/latest', () => delay('infinite')),
    );
    renderWithProviders(<Home />);
    expect(within(section('Latest tutors')).getByText('Loading...')).toBeInTheDocument();
    expect(within(section('Latest tuition centers')).getByText('Loading...')).toBeInTheDocument();
  });

  it('shows the spec’s error lines, the centers one with the server’s message', async () => {
    server.use(
      http.get('/api/tutors/latest-tutors', () => apiError(500, 'INTERNAL', 'Something broke')),
      http.get('/api/tuition-centers/latest', () => apiError(503, 'INTERNAL', 'Database is down')),
    );
    renderWithProviders(<Home />);
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
