import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCenter, makeTutor } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CenterCard } from './center-card.tsx';
import { TutorCard } from './tutor-card.tsx';

describe('how fast a profile usually replies (issue 13)', () => {
  it('shows on tutor and center cards, and not at all without enough replies', () => {
    renderWithProviders(
      <>
        <TutorCard tutor={makeTutor({ name: 'Quick Tutor', responseMinutes: 95 })} />
        <CenterCard center={makeCenter({ name: 'Quick Center', responseMinutes: 20 })} />
        <TutorCard tutor={makeTutor({ name: 'New Tutor', responseMinutes: null })} />
      </>,
    );
    expect(screen.getByText('Usually replies within 2 hours')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within 20 minutes')).toBeInTheDocument();
    expect(screen.getAllByText(/Usually replies/)).toHaveLength(2);
  });
});
