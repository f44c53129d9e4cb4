import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCenter } from '../../test/factories.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CenterCard } from './center-card.tsx';

const center = makeCenter({
  name: 'Bright Minds Academy',
  contactNumber: '+91 98450 12345',
  fees: { 'JEE Preparation': 2500, 'Spoken English': 1200 },
  ratings: 4.2,
  reviewCount: 5,
});

const renderCard = () => renderWithProviders(<CenterCard center={center} />);

describe('CenterCard', () => {
  it('shows the front (photo, name, location, courses) and links to the profile', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Bright Minds Academy' })).toHaveAttribute('width');
    expect(screen.getByRole('link', { name: 'Bright Minds Academy' })).toHaveAttribute(
      'href',
      `/tuition-center/${center._id}`,
    );
    expect(screen.getByText('Koramangala, Bengaluru')).toBeInTheDocument();
    const courses = screen.getByRole('list', { name: 'Courses' });
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['JEE Preparation', 'Spoken English']);
  });

  it('flips with the Show details button and exposes the back: rating, contact number, fees in Rs.', async () => {
    const user = userEvent.setup();
    renderCard();
    const toggle = screen.getByRole('button', { name: 'Show details for Bright Minds Academy' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Before flipping, the back is hidden from assistive technology.
    expect(screen.queryByRole('img', { name: 'Rated 4.2 out of 5' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details for Bright Minds Academy');
    const back = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(back).not.toHaveAttribute('aria-hidden', 'true');
    expect(within(back).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    expect(back).toHaveTextContent('+91 98450 12345');
    expect(back).toHaveTextContent('JEE PreparationRs. 2,500/month');
    expect(back).toHaveTextContent('Spoken EnglishRs. 1,200/month');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(back).toHaveAttribute('aria-hidden', 'true');
  });

  it('can be flipped from the keyboard', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Bright Minds Academy' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Show details/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Hide details/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
