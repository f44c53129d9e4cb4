import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as PrivacyPage } from './privacy.tsx';
import { Component as TermsPage } from './terms.tsx';

/** Every table-of-contents entry leads to a heading with that id, in order. */
function expectContentsMatchHeadings() {
  const toc = screen.getByRole('navigation', { name: 'On this page' });
  const entries = within(toc).getAllByRole('link');
  expect(entries.length).toBeGreaterThan(5);
  for (const entry of entries) {
    const id = entry.getAttribute('href')!.slice(1);
    const heading = document.getElementById(id);
    expect(heading?.tagName, id).toBe('H2');
    expect(entry.textContent).toContain(heading!.textContent!.replace(/^\d+\./, ''));
  }
}

describe('Policy pages (issue 15 item 1)', () => {
  it('Privacy: the DPDP Act, children, cookies, retention, deletion and a grievance officer, with contents', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Privacy policy/);
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 24 Nov 2026');
    for (const heading of [
      'What we collect',
      'Why we use it',
      'Who sees it',
      "Children's data",
      'Cookies',
      'How long we keep it',
      'Your rights and how to delete your data',
      'Grievance Officer',
    ])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    expect(screen.getAllByText(/Digital Personal Data Protection Act, 2023/).length).toBeGreaterThan(0);
    expect(screen.getByText(/parent or lawful guardian/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'office@tuitionhub.local' })[0]).toHaveAttribute(
      'href',
      'mailto:office@tuitionhub.local',
    );
    expect(screen.getAllByText(/post: Administrative Block, University of Delhi/)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expectContentsMatchHeadings();
  });

  it('Terms: accounts, duties, reviews, payments with the refund policy, conduct, liability, Indian law', () => {
    renderWithProviders(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    for (const heading of [
      'Your account',
      "Tutors' and centers' responsibilities",
      'Reviews',
      'Payments and refunds',
      'What is not allowed',
      'Our responsibility and its limits',
      'Governing law and disputes',
    ])
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeInTheDocument();
    const refunds = within(screen.getByRole('region', { name: /Payments and refunds/ }));
    expect(refunds.getByRole('link', { name: 'Refund and cancellation policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.getByText(/first month’s fees/)).toBeInTheDocument();
    expect(screen.getByText(/contact masking/i)).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of India/)).toBeInTheDocument();
    expectContentsMatchHeadings();
  });
});

describe('formatDate (issue 15 item 16)', () => {
  it('writes three-letter months: 6 Sep 2026, never "Sept"', () => {
    expect(formatDate('2026-09-06')).toBe('6 Sep 2026');
    expect(formatDate(new Date(2026, 8, 6, 12))).toBe('6 Sep 2026');
    expect(formatDateTime(new Date(2026, 8, 6, 14, 5).toISOString())).toBe('6 Sep 2026, 14:05');
  });
});
