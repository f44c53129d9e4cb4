import { screen, within } from '@testing-library/react';
import type { Hire } from '@tuitionhub/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { apiError, server } from '../../../test/server.ts';
import { MyTutors, StudentHires } from './hires.tsx';

const tutorId = 'b1eebc99-9c0b-4ef8-bb6d-6bb9bd380a22';
const centerId = 'c1eebc99-9c0b-4ef8-bb6d-6bb9bd380a33';
const hire = (over: Partial<Hire> = {}): Hire => ({
  _id: crypto.randomUUID(),
  paymentId: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  entityId: tutorId,
  entityType: 'Tutor',
  entityName: 'Asha Rao',
  entityPhoto: '/images/default-avatar.svg',
  studentId: 'd1eebc99-9c0b-4ef8-bb6d-6bb9bd380a44',
  studentName: 'Priya Sharma',
  studentEmail: 'priya@example.test',
  subject: 'Maths',
  fee: 500,
  period: 'November 2026',
  receiptNumber: 'TH/2026-27/000042',
  paidAt: '2026-11-24T06:00:00.000Z',
  ...over,
});
const answer = (hires: Hire[]) =>
  server.use(
    http.get('/api/hires', () => HttpResponse.json({ hires, total: hires.length, page: 1, pageSize: 10 })),
  );

describe('Hires (tutor and center dashboards)', () => {
  it('lists the students who paid: name, e-mail to write to, subject, month and receipt', async () => {
    answer([hire()]);
    renderWithProviders(<StudentHires />);
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('link', { name: 'priya@example.test' })).toHaveAttribute(
      'href',
      'mailto:priya@example.test',
    );
    expect(card).toHaveTextContent('Maths');
    expect(card).toHaveTextContent('November 2026');
    expect(card).toHaveTextContent('TH/2026-27/000042');
    expect(screen.getByText('1 hire')).toBeInTheDocument();
  });

  it('says so when nobody has paid yet, and when the list cannot load', async () => {
    answer([]);
    const { unmount } = renderWithProviders(<StudentHires />);
    expect(await screen.findByText('No hires yet.')).toBeInTheDocument();
    unmount();
    server.use(http.get('/api/hires', () => apiError(500, 'INTERNAL', 'Something went wrong')));
    renderWithProviders(<StudentHires />);
    expect(await screen.findByText('Could not load hires')).toBeInTheDocument();
  });
});

describe('My tutors (student dashboard)', () => {
  it('links each hired tutor or center to Message (its page) and Book next class (its demo booking)', async () => {
    answer([
      hire({ studentEmail: null }),
      hire({ entityId: centerId, entityType: 'TuitionCenter', entityName: 'Bright Minds', subject: 'NEET' }),
    ]);
    renderWithProviders(<MyTutors />);
    const tutor = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(tutor).getByRole('link', { name: 'Message Asha Rao' })).toHaveAttribute(
      'href',
      `/tutor/${tutorId}`,
    );
    expect(within(tutor).getByRole('link', { name: 'Book next class with Asha Rao' })).toHaveAttribute(
      'href',
      `/tutor/${tutorId}#book-demo`,
    );
    expect(within(tutor).getByRole('link', { name: /Receipt TH\/2026-27\/000042/ })).toHaveAttribute(
      'href',
      '/receipt/a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
    );
    const center = screen.getByRole('article', { name: 'Bright Minds' });
    expect(within(center).getByRole('link', { name: 'Message Bright Minds' })).toHaveAttribute(
      'href',
      `/tuition-center/${centerId}`,
    );
  });

  it('points to the tutors when none is hired yet', async () => {
    answer([]);
    renderWithProviders(<MyTutors />);
    expect(await screen.findByText('You have not hired a tutor yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a tutor' })).toHaveAttribute('href', '/all-tutors');
  });
});
