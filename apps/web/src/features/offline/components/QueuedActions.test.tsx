import { notifications } from '@mantine/notifications';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mantineAlerts } from '../../../app/mantineAlerts.ts';
import { offlineQueue } from '../../../lib/offlineQueue.ts';
import { resetSession, setUser } from '../../../lib/session.ts';
import { bookingFixture } from '../../../test/fixtures.ts';
import { fakeServer, type Reply, renderRouted, renderUi, type ServerCall } from '../../../test/render.tsx';
import { DetailsBody } from '../../bookings/components/AppointmentDetailsDialog.tsx';
import { replayQueue } from '../api/sendQueue.ts';
import { QueuedActions } from './QueuedActions.tsx';

// Issue 16 and SPEC §8, written out rather than read from the code.
const QUEUED = 'Saved offline: it will be sent when you are back online';
const STALE = 'This booking is cancelled, so it cannot be accepted';

let online = true;
/** The browser going off or on line: what navigator says, and the event the query library hears. */
const goOnline = (value: boolean) => {
  online = value;
  onlineManager.setOnline(value);
};
const ok = (message: string): Reply => ({ status: 200, body: { success: true, message } });
/** The actions that reached the server (reads the dialog makes, such as its client messages, apart). */
const sent = (calls: ServerCall[]) =>
  calls
    .filter((c) => !c.path.startsWith('vendor/bookings/'))
    .map((c) => `${c.method} ${c.path} ${c.headers['Idempotency-Key']}`);

/** A pending booking: its details offer Accept and Reject. */
const pending = bookingFixture({ id: 11, status: 'pending', service_name: 'Gel Manicure', endUser: 'Tolu' });

beforeEach(() => {
  goOnline(true);
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  resetSession();
  setUser({ userId: 1, token: 'token', regStatus: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

const queuedButton = () => screen.findByRole('button', { name: /^Queued actions/ });
const openList = async () => {
  await userEvent.click(await queuedButton());
  return screen.findByRole('dialog', { name: /^Queued actions/ });
};

describe('actions taken offline', () => {
  it('are queued, not sent: the header counts them and lists each, withdrawable before it is sent', async () => {
    const calls = fakeServer({});
    goOnline(false);
    renderRouted(
      <>
        <QueuedActions />
        <DetailsBody booking={pending} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByText(QUEUED);
    expect(calls).toEqual([]);
    expect((await queuedButton()).textContent).toBe('1 waiting');
    // The booking says what waits, and takes no other action meanwhile.
    expect(screen.getByText('Waiting to be sent')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reject' }) as HTMLButtonElement).disabled).toBe(true);

    const list = await openList();
    const label = within(list).getByText(/^Accept · Gel Manicure with Tolu, /);
    expect(label).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /^Withdraw Accept · Gel Manicure/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Queued actions/ })).toBeNull());
    expect(offlineQueue.list()).toEqual([]);
    goOnline(true);
    expect(await replayQueue()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('are sent in order with their keys once online; one made stale shows the server’s message until dismissed', async () => {
    goOnline(false);
    renderRouted(
      <>
        <QueuedActions />
        <DetailsBody booking={pending} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const start = offlineQueue.add({ kind: 'start', bookingId: 12 }, 'Start · Wash & Set with Kemi');
    const [accept] = offlineQueue.list();
    expect((await queuedButton()).textContent).toBe('2 waiting');

    const calls = fakeServer({
      'GET acceptBooking/11': { status: 409, body: { success: false, message: STALE } },
      'GET startBooking/12': ok('Booking updated'),
    });
    goOnline(true);
    await act(() => replayQueue());
    expect(sent(calls)).toEqual([`GET acceptBooking/11 ${accept?.id}`, `GET startBooking/12 ${start.id}`]);
    await screen.findByText('Booking updated');
    expect((await queuedButton()).textContent).toBe('1 not applied');
    const list = await openList();
    expect(within(list).getByText(STALE)).toBeTruthy();
    expect(within(list).queryByText(/^Start/)).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: /^Dismiss Accept/ }));
    await waitFor(() => expect(offlineQueue.list()).toEqual([]));
  });

  it('stay waiting when the connection drops again before an answer, and survive a reload', async () => {
    const first = offlineQueue.add({ kind: 'accept', bookingId: 11 }, 'Accept · Gel Manicure');
    const calls = fakeServer({
      'GET acceptBooking/11': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await replayQueue()).toBe(false);
    expect(calls).toHaveLength(1);
    expect(offlineQueue.list()).toMatchObject([{ id: first.id, state: 'waiting' }]);
    // What a reload reads: the same queue, from storage.
    expect(JSON.parse(localStorage.getItem('offline-queue:1') ?? '[]')).toMatchObject([{ id: first.id }]);
  });

  it('belong to the vendor who queued them', async () => {
    offlineQueue.add({ kind: 'accept', bookingId: 11 }, 'Accept · Gel Manicure');
    setUser({ userId: 2, token: 'other', regStatus: true });
    expect(offlineQueue.list()).toEqual([]);
    setUser({ userId: 1, token: 'token', regStatus: true });
    expect(offlineQueue.list()).toHaveLength(1);
  });

  it('resends one a reload interrupted mid-send, with the same key, and a message with it', async () => {
    const message = offlineQueue.add(
      { kind: 'chat', customerId: 4, message: 'On my way' },
      'Message · “On my way”',
    );
    expect(offlineQueue.claim(message.id)).toBe(true);
    // Sending cannot be withdrawn, nor claimed twice.
    offlineQueue.remove(message.id);
    expect(offlineQueue.claim(message.id)).toBe(false);
    const calls = fakeServer({ 'POST chats/4': { status: 201, body: { success: true, message: {} } } });
    // The page reloads: its modules start afresh from what storage kept.
    vi.resetModules();
    const reloaded = await import('../api/sendQueue.ts');
    // As main.tsx does on a page load: the fresh modules' alerts go to the dashboard's notifications.
    (await import('../../../lib/alert.ts')).setAlertSink(mantineAlerts);
    renderUi(<QueuedActions />);
    expect(await reloaded.replayQueue()).toBe(true);
    expect(calls).toMatchObject([
      {
        method: 'POST',
        path: 'chats/4',
        body: { message: 'On my way' },
        headers: { 'Idempotency-Key': message.id },
      },
    ]);
    await screen.findByText('Message sent');
    await waitFor(() => expect(offlineQueue.list()).toEqual([]));
  });

  it('keeps a completion the server answers with a balance to enter, saying so', async () => {
    const complete = offlineQueue.add({ kind: 'complete', bookingId: 12 }, 'Complete · Wash & Set');
    fakeServer({
      'GET completeBooking/12': {
        status: 200,
        body: { success: true, type: 'starts at', message: 'Enter Booking Balance' },
      },
    });
    await replayQueue();
    expect(offlineQueue.list()).toMatchObject([
      { id: complete.id, state: 'refused', message: 'Enter Booking Balance' },
    ]);
  });
});
