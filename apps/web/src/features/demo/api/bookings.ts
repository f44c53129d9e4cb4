import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingResponse,
  bookingsResponse,
  type CreateBookingBody,
  type FeedbackBody,
  feedbackResponse,
} from '@tuitionhub/contracts';
import { api } from '../../../lib/api-client.ts';
import { demoKeys } from './keys.ts';

export const BOOKINGS_PAGE_SIZE = 50;

/** GET /api/demo/bookings — a student's own, a tutor's or center's received (the server decides). */
export const getBookings = async (page: number, signal?: AbortSignal) =>
  bookingsResponse.parse(
    await api('/api/demo/bookings', { query: { page, limit: BOOKINGS_PAGE_SIZE }, signal }),
  );

export const bookingsQuery = (page = 1) =>
  queryOptions({
    queryKey: [...demoKeys.bookings(), page],
    queryFn: ({ signal }) => getBookings(page, signal),
    placeholderData: keepPreviousData,
  });

export const useBookings = (page = 1, enabled = true) => useQuery({ ...bookingsQuery(page), enabled });

/** POST /api/demo/bookings → the booking, `requested`. */
export const createBooking = async (body: CreateBookingBody) =>
  bookingResponse.parse(await api('/api/demo/bookings', { method: 'POST', body }));

/** A new booking takes a slot: that profile's open slots and the student's list change. */
export function useCreateBookingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _err, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: demoKeys.openSlots(body.entityType, body.entityId) }),
        client.invalidateQueries({ queryKey: demoKeys.bookings() }),
      ]),
  });
}

export type BookingAction = 'confirm' | 'decline' | 'cancel' | 'complete';

/** POST /api/demo/bookings/:id/{confirm,decline,cancel,complete}; decline and cancel carry a reason. */
export const changeBooking = async ({
  id,
  action,
  reason,
}: {
  id: string;
  action: BookingAction;
  reason?: string;
}) =>
  bookingResponse.parse(
    await api(`/api/demo/bookings/${encodeURIComponent(id)}/${action}`, {
      method: 'POST',
      body: reason === undefined ? {} : { reason },
    }),
  );

/** Any transition (or a refused one: someone else changed it) means the lists and slots may have moved. */
export function useChangeBookingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeBooking,
    onSettled: () => client.invalidateQueries({ queryKey: demoKeys.all }),
  });
}

/** POST /api/demo/bookings/:id/feedback → the booking, and replacements when not liked. */
export const sendFeedback = async ({ id, ...body }: FeedbackBody & { id: string }) =>
  feedbackResponse.parse(
    await api(`/api/demo/bookings/${encodeURIComponent(id)}/feedback`, { method: 'POST', body }),
  );

export function useFeedbackMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => client.invalidateQueries({ queryKey: demoKeys.bookings() }),
  });
}
