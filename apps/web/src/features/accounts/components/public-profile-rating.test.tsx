import { screen } from '@testing-library/react';
import { centerKind } from '@tuitionhub/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PublicProfile } from './public-profile.tsx';

describe('PublicProfile rating (issue 15 item 10)', () => {
  it("the dashboard's public profile says the same, not '0.0 rating · 0 reviews'", () => {
    const user = makeUser({ role: 'Tuition Center', ratings: 0, reviewCount: 0 });
    renderWithProviders(
      <PublicProfile
        user={user}
        kind={centerKind}
        editing={false}
        onEditingChange={() => {}}
        focusPlace={0}
      />,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
  });
});
