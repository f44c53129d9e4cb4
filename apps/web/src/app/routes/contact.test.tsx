import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { Component as ContactPage } from './contact.tsx';

describe('Contact page', () => {
  it('shows the heading, the form, the office details and hours, and no map until asked', async () => {
    const { container } = renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'LEAVE A MESSAGE' })).toBeInTheDocument();
    expect(screen.getByText('We love to hear from you')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Saturday 9.00am to 5.00pm')).toBeInTheDocument();
    expect(screen.getByText('Administrative Block, University of Delhi')).toBeInTheDocument();
    expect(document.title).toMatch(/^Contact/);
    // Nothing from a third-party host until the visitor asks for the map.
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle('Map of TuitionHub Head Office');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=28\.6887,77\.2101$/,
    );
    // The address stays in text with the map shown.
    expect(screen.getByText('North Campus, Delhi 110007')).toBeInTheDocument();
  });
});
