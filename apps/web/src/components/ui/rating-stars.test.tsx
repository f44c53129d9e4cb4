import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { RatingSummary } from '../cards/profile-parts.tsx';
import { NO_RATING, RatingStars } from './rating-stars.tsx';

describe('No rating, said one way everywhere (issue 15 item 10)', () => {
  it("stars with a count of 0 say 'No reviews yet', never '0.0 (0)'", () => {
    renderWithProviders(<RatingStars value={0} count={0} />);
    expect(screen.getByText(NO_RATING)).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('cards say the same', () => {
    renderWithProviders(<RatingSummary ratings={0} reviewCount={0} />);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('a rated profile still shows its stars and count', () => {
    renderWithProviders(<RatingStars value={4.5} count={12} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
  });
});
