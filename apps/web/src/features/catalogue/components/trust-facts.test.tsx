import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCenter, makeTutor } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { centerView, tutorView } from '../lib/profile-views.tsx';
import { ProfileHero } from './profile-details.tsx';

const verified = { identity: true, qualification: true, at: '2026-11-02T10:00:00.000Z' };

describe("a profile's trust facts (issue 15)", () => {
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
