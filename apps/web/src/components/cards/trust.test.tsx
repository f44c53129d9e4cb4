import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCenter, makeTutor } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CenterCard } from './center-card.tsx';
import { TutorCard } from './tutor-card.tsx';

const verified = { identity: true, qualification: true, at: '2026-11-02T10:00:00.000Z' };

describe('trust a parent can see (issue 15)', () => {
  it('cards show Verified, saying what was checked, only when the admin verified the profile', () => {
    renderWithProviders(
      <>
        <TutorCard tutor={makeTutor({ name: 'Checked Tutor', verified })} />
        <CenterCard
          center={makeCenter({ name: 'Checked Center', verified: { ...verified, qualification: false } })}
        />
        <TutorCard tutor={makeTutor({ name: 'Unchecked Tutor' })} />
      </>,
    );
    const badges = screen.getAllByText('Verified');
    expect(badges).toHaveLength(2);
    expect(badges[0]).toHaveTextContent('Verified: identity and qualification checked by TuitionHub');
    expect(badges[1]).toHaveTextContent('Verified: identity checked by TuitionHub');
  });
});
