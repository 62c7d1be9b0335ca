import { type CheckoutBody, type CorrectionBody, checkoutApi, type ReceiptChannel } from '@app/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { useSession } from '../lib/session.ts';
import { bookingKeys } from './bookings/bookings.ts';

/** Issue 35: the shop's own book — checkouts, receipts and the day's takings. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  receipt: (bookingId: number | null) => ['checkout', 'receipt', bookingId] as const,
  takings: (userId: number | null, from: string, to: string) =>
    ['checkout', 'takings', userId, from, to] as const,
};

/** A booking's receipt: its business, client and every entry of the book about it. */
export const useReceipt = (bookingId: number | null) =>
  useQuery({
    queryKey: checkoutKeys.receipt(bookingId),
    queryFn:
      bookingId == null
        ? skipToken
        : async ({ signal }) =>
            (await call(checkoutApi.receipt, { params: { id: bookingId } }, { signal })).data,
  });

/** The takings of each Lagos day from `from` to `to`, and their sum. */
export function useTakings(from: string, to: string) {
  const userId = useSession().user.userId;
  return useQuery({
    queryKey: checkoutKeys.takings(userId, from, to),
    enabled: userId != null,
    queryFn: async ({ signal }) =>
      (await call(checkoutApi.takings, { query: { from, to } }, { signal })).data,
  });
}

/**
 * After a change to the book: its figures, and the booking lists (a checkout completes a booking).
 * Told here, not by the caller: the reload may replace the form that asked before it hears back.
 */
function useBookChange<A, R extends { message: string }>(change: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => alert('positive', answer.message),
    onError: (error) => reportError(error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: checkoutKeys.all }),
        client.invalidateQueries({ queryKey: bookingKeys.all }),
      ]),
  });
}

/** Records a checkout; `key` (one per submit) makes a retry record it once. */
export const useRecordCheckout = () =>
  useBookChange(({ bookingId, body, key }: { bookingId: number; body: CheckoutBody; key: string }) =>
    call(checkoutApi.record, { params: { id: bookingId }, body }, { headers: { 'Idempotency-Key': key } }),
  );

export const useCorrectCheckout = () =>
  useBookChange(({ checkoutId, body, key }: { checkoutId: number; body: CorrectionBody; key: string }) =>
    call(checkoutApi.correct, { params: { id: checkoutId }, body }, { headers: { 'Idempotency-Key': key } }),
  );

export const useSendReceipt = () =>
  useMutation({
    mutationFn: ({ checkoutId, channel }: { checkoutId: number; channel: ReceiptChannel }) =>
      call(checkoutApi.sendReceipt, { params: { id: checkoutId }, body: { channel } }),
  });
