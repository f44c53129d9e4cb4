import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileLoading } from './profile-loading.tsx';

describe('ProfileLoading (issue 15 item 15)', () => {
  it("says 'Loading...' inside the final page's frame: the hero band, then the two columns with the aside", () => {
    const { container } = render(<ProfileLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // The same grid as the loaded profile (routes/profile.tsx), so the columns and the footer do not move.
    const grid = container.querySelector('.lg\\:grid-cols-\\[minmax\\(0\\,1fr\\)_24rem\\]');
    expect(grid).not.toBeNull();
    expect(grid!.children).toHaveLength(3);
    // Placeholders the height of the aside's cards, not a 300 px stub.
    expect(
      container.querySelectorAll('[class*="h-80"], [class*="h-72"], [class*="h-96"]').length,
    ).toBeGreaterThanOrEqual(3);
  });
});
