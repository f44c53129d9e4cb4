import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileHero } from '../../features/catalogue/components/profile-details.tsx';
import { centerView, tutorView } from '../../features/catalogue/lib/profile-views.tsx';
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

  it("a tutor's profile leads with qualification, experience, languages and the product's own records", () => {
    const tutor = makeTutor({
      name: 'Meera Iyer',
      verified,
      qualification: 'M.Sc. Physics, B.Ed.',
      experienceYears: 6,
      languages: ['English', 'Tamil'],
      demosHeld: 3,
      studentsHired: 1,
      memberSince: '2025-03-14T09:00:00.000Z',
    });
    renderWithProviders(<ProfileHero view={tutorView} profile={tutor} />);
    expect(
      screen.getByText('Identity and qualification checked by TuitionHub on 2 Nov 2026'),
    ).toBeInTheDocument();
    // The first list is the breadcrumbs; the facts follow the name.
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    // Each fact is labelled for screen readers ("Qualification: …").
    for (const text of [
      'Qualification: M.Sc. Physics, B.Ed.',
      'Experience: 6 years of teaching',
      'Languages: English, Tamil',
      'On TuitionHub: 3 demo classes held · 1 student hired',
      'Member: Member since Mar 2025',
    ])
      expect(items).toContain(text);
  });

  it('says nothing it does not know: no qualification, experience, languages or records yet', () => {
    renderWithProviders(<ProfileHero view={tutorView} profile={makeTutor({ name: 'New Tutor' })} />);
    expect(screen.queryByText(/Verified/)).toBeNull();
    expect(screen.queryByText(/of teaching|held|hired/)).toBeNull();
    expect(screen.getByText(/Member since Jan 2026/)).toBeInTheDocument();
  });

  it("a center's profile shows its records too", () => {
    renderWithProviders(<ProfileHero view={centerView} profile={makeCenter({ demosHeld: 1 })} />);
    expect(screen.getByText(/1 demo class held/)).toBeInTheDocument();
  });
});
