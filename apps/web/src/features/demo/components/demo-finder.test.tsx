import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNextDemo, type OpenSlot } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makePlace, makeTutor } from '../../../test/factories.ts';
import { fill, label, renderWithProviders } from '../../../test/render.tsx';
import { requestsTo, server, writes } from '../../../test/server.ts';
import { formatSlotWhen } from '../lib/demo-format.ts';
import { DemoFinder } from './demo-finder.tsx';

const HOUR = 3_600_000;
const india = (ms: number) => `${new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16)}:00+05:30`;
const inHours = (h: number): OpenSlot => {
  const at = Math.floor(Date.now() / HOUR) * HOUR + h * HOUR;
  return { start: india(at), end: india(at + HOUR), mode: 'Online' };
};

describe('DemoFinder (About: Book Free Demo Classes)', () => {
  it('finds tutors of a subject near a place with an open slot, soonest first', async () => {
    const near = makeTutor({ name: 'Meera Iyer', distanceKm: 1.2 });
    const far = makeTutor({ name: 'Kavya Menon', distanceKm: 4.5 });
    // The server answers soonest first.
    server.use(
      http.get('/api/places', () => HttpResponse.json({ places: [makePlace()] })),
      http.get('/api/demo/tutors', () =>
        HttpResponse.json({
          tutors: [
            { tutor: far, nextSlot: inHours(20) },
            { tutor: near, nextSlot: inHours(60) },
          ],
        }),
      ),
    );
    renderWithProviders(<DemoFinder />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Book a free demo class' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Find demo times' }));
    expect(screen.getByLabelText(label('Subject'))).toHaveAccessibleDescription(
      'Which subject is the demo for?',
    );
    expect(screen.getByLabelText(label('Subject'))).toHaveFocus();
    expect(requestsTo('GET', '/api/demo/tutors')).toEqual([]);

    await fill(screen.getByLabelText(label('Subject')), 'Maths');
    await fill(screen.getByRole('combobox', { name: label('Your place') }), '411038');
    await user.click(await screen.findByRole('option', { name: /Kothrud, Pune 411038/ }));
    await user.click(screen.getByRole('button', { name: 'Find demo times' }));

    const list = await screen.findByRole('list', { name: 'Tutors with a free demo time' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getAllByRole('link')[0]!.textContent)).toEqual([
      'Kavya Menon',
      'Meera Iyer',
    ]);
    expect(within(items[0]!).getByText(formatNextDemo(inHours(20).start)!)).toBeInTheDocument();
    const book = within(items[0]!).getByRole('link', {
      name: `Book this slot with Kavya Menon: ${formatSlotWhen(inHours(20).start)}`,
    });
    const href = new URL(book.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(`/tutor/${far._id}`);
    expect(href.searchParams.get('demoSlot')).toBe(inHours(20).start);
    expect(href.searchParams.get('demoSubject')).toBe('Maths');
    const query = requestsTo('GET', '/api/demo/tutors')[0]!.url.searchParams;
    expect(query.get('subject')).toBe('Maths');
    expect(query.get('near')).toBe('411038');
    expect(writes()).toEqual([]);
  });
});
