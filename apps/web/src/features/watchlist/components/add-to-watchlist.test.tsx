import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TutorCard, User } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { requests, requestsTo, server } from '../../../test/server.ts';
import { AddToWatchlist } from './add-to-watchlist.tsx';

const student = makeUser();
const tutor: Pick<TutorCard, '_id' | 'name' | 'photo' | 'subjects' | 'fees'> = {
  _id: '00000000-0000-4000-8000-0000000000t1',
  name: 'Asha Rao',
  photo: '/images/default-avatar.svg',
  subjects: ['Physics', 'Maths'],
  fees: { Maths: 500, Physics: 1500 },
};
const watchlistUrl = `/api/watchlist/${tutor._id}`;

const show = (user?: User) =>
  renderWithProviders([{ path: '/tutor/:id', element: <AddToWatchlist tutor={tutor} /> }], {
    at: '/tutor/t1',
    user,
  });

describe('AddToWatchlist', () => {
  it("offers the tutor's subjects with their fees in Rs.", async () => {
    show();
    const select = await screen.findByLabelText('Subject');
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Select a subject', 'Maths — Rs. 500/month', 'Physics — Rs. 1,500/month']);
    expect(screen.getByRole('button', { name: 'Add to Watchlist' })).toBeInTheDocument();
  });

  it("tells a visitor 'Please Sign up First' with a link to sign up, and sends nothing", async () => {
    show();
    await userEvent.selectOptions(await screen.findByLabelText('Subject'), 'Maths');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Please Sign up First')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(requests.filter((r) => r.path.startsWith('/api/watchlist/'))).toEqual([]);
  });

  it("asks for a subject ('Please select a subject.') before sending", async () => {
    show(student);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Please select a subject.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo('PUT', watchlistUrl)).toEqual([]);
  });

  it('adds the tutor with the chosen subject only (the server sets the fee) and confirms', async () => {
    const item = { tutorId: tutor._id, tutorName: 'Asha Rao', tutorPhoto: '', subject: 'Physics', fee: 1500 };
    server.use(
      http.put(watchlistUrl, () =>
        HttpResponse.json({ success: true, message: 'Added', items: [item], total: 1500 }),
      ),
    );
    show(student);
    await userEvent.selectOptions(await screen.findByLabelText('Subject'), 'Physics');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Asha Rao (Physics) is in your watchlist')).toBeInTheDocument();
    expect(requestsTo('PUT', watchlistUrl).map((r) => r.body)).toEqual([{ subject: 'Physics' }]);
    // The cached watchlist now shows the item (adding again would replace it).
    expect(await screen.findByText(/In your watchlist: Physics \(Rs\. 1,500\/month\)/)).toBeInTheDocument();
  });
});
