import type { ClientMessage } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import { ClientMessages } from './ClientMessages.tsx';

const message = (m: Partial<ClientMessage>): ClientMessage => ({
  id: 1,
  kind: 'confirmation',
  offset_hours: null,
  due_at: '2026-11-20T09:00:00.000Z',
  status: 'sent',
  channel: 'whatsapp',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-20T09:00:00.000Z',
  ...m,
});
const booking = { id: 7, status: 'approved', start: '2026-11-21T13:00:00.000Z' };

describe('client messages in Appointment Details', () => {
  it('shows each message with its time, delivery state and the channel that delivered it', async () => {
    fakeApi({
      'GET vendor/bookings/7/messages': {
        success: true,
        data: [
          message({}),
          message({
            id: 2,
            kind: 'reminder',
            offset_hours: 24,
            due_at: '2026-11-20T13:00:00.000Z',
            status: 'sent',
            channel: 'sms',
            sent_at: '2026-11-20T13:00:00.000Z',
            last_error: 'whatsapp: WhatsApp answered 400 (131026)',
          }),
          message({
            id: 3,
            kind: 'reminder',
            offset_hours: 2,
            due_at: '2026-11-21T11:00:00.000Z',
            status: 'scheduled',
            channel: null,
            attempts: 0,
            sent_at: null,
          }),
          message({
            id: 4,
            kind: 'reminder',
            offset_hours: 3,
            status: 'cancelled',
            channel: null,
            sent_at: null,
          }),
          message({
            id: 5,
            kind: 'cancelled',
            status: 'failed',
            channel: null,
            sent_at: null,
            last_error: 'No channel turned on reaches this client',
          }),
          message({
            id: 6,
            kind: 'reminder',
            offset_hours: 48,
            status: 'cancelled',
            channel: null,
            sent_at: null,
            last_error: 'The client stopped messages from this shop',
          }),
        ],
        consent: {
          state: 'withdrawn',
          basis: 'consent',
          source: 'opt_out_link',
          text: 'The client tapped the link to stop reminders.',
          recorded_at: '2026-11-20T11:00:00.000Z',
        },
      },
    });
    renderUi(<ClientMessages booking={booking} />);
    const items = async (name: string) =>
      within(await screen.findByRole('list', { name }))
        .getAllByRole('listitem')
        .map((i) => i.textContent);
    expect(await items('Sent messages')).toEqual([
      'ConfirmationFri, 20 Nov 2026, 10:00 AM by WhatsAppSent',
      'Reminder, 1 day beforeFri, 20 Nov 2026, 02:00 PM by SMSSent',
      'CancellationNo channel turned on reaches this clientFailed',
    ]);
    expect(await items('Planned messages')).toEqual([
      'Reminder, 2 h beforeSat, 21 Nov 2026, 12:00 PMScheduled',
    ]);
    expect(await items('Not sent messages')).toEqual([
      'Reminder, 3 h beforeNot sent: the booking changedCancelled',
      'Reminder, 2 days beforeNot sent: the client stopped messages from this shopCancelled',
    ]);
    expect(screen.getByTestId('messages-outlook').textContent).toBe(
      'The client has been told of this booking. Reminders go at the times below.',
    );
    // The vendor sees where the client stands on messages (issue 37).
    expect(screen.getByTestId('client-consent').textContent).toBe(
      'Messages stopped by the client with the link in a message, Fri, 20 Nov 2026, 12:00 PM. Only news of a refund, a rejection, a cancellation or a move still goes out.',
    );
  });

  // Issue 36: a line true to every status, never 'nothing sent yet' on a booking already told.
  it.each([
    ['pending', [], 'The confirmation goes once you accept.'],
    [
      'approved',
      [message({ status: 'scheduled', channel: null, sent_at: null, attempts: 0 })],
      'The confirmation goes at the time below.',
    ],
    ['approved', [message({})], 'The client has been told of this booking. No reminder is left to send.'],
    [
      'cancelled',
      [message({}), message({ id: 2, kind: 'cancelled' })],
      'The client was told the booking is cancelled.',
    ],
    [
      'rejected',
      [message({ kind: 'rejected' }), message({ id: 2, kind: 'refund' })],
      'The client was told you declined her request.',
    ],
    ['completed', [message({})], 'Nothing more goes to the client about this booking.'],
  ] as const)('%s: says what was and will be sent (%#)', async (status, data, line) => {
    fakeApi({ 'GET vendor/bookings/7/messages': { success: true, data, consent: null } });
    renderUi(<ClientMessages booking={{ ...booking, status }} />);
    expect((await screen.findByTestId('messages-outlook')).textContent).toBe(line);
    if (status === 'rejected')
      expect((await screen.findByRole('list', { name: 'Sent messages' })).textContent).toMatch(
        /Request declined.*Refund notice/,
      );
  });
});
