import type { ChatMember } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatKeys } from '../../api/chat.ts';
import { setSoundOn } from '../../lib/arrivalSound.ts';
import { setNavigator } from '../../lib/navigation.ts';
import { dialogs, useDialogs } from '../../stores/dialogs.ts';
import { bookingFixture } from '../../test/fixtures.ts';
import { renderUi, testQueryClient } from '../../test/render.tsx';
import { chimes, countChimes } from '../../test/support.ts';
import { announceBooking, announceMessage } from './arrivals.tsx';

/** Shows which booking's details dialog is open, as the dashboard's dialogs read it. */
function OpenDetails() {
  return <output aria-label="details">{String(useDialogs().details)}</output>;
}

// 13:30 UTC is 02:30 PM in Lagos (UTC+1).
const start = new Date('2026-12-01T13:30:00Z');
let lastId = 100;
/** Each test's own booking: what was announced stays announced for the page's life. */
function nextId() {
  lastId += 1;
  return lastId;
}

countChimes();
beforeEach(() => {
  localStorage.clear();
  dialogs.closeAll();
  notifications.clean();
});

describe('a new booking request arriving on the open dashboard (issue 34)', () => {
  it('shows a toast naming the client, the service and the time that opens the booking, with one chime', async () => {
    const id = nextId();
    const booking = bookingFixture({
      id,
      multiple_id: `M-${id}`,
      status: 'pending',
      endUser: 'Chioma Obi',
      start,
    });
    const user = userEvent.setup();
    renderUi(<OpenDetails />);

    announceBooking(booking);
    // The same event again (a redelivery, the payment's confirmation): no second toast or chime.
    announceBooking(booking);
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('New booking request');
    expect(toast.textContent).toContain('Chioma Obi');
    expect(toast.textContent).toContain('Silk Press, Tue, 01 Dec at 02:30 PM');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(chimes.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Open booking' }));
    expect(screen.getByLabelText('details').textContent).toBe(String(id));
  });

  it('is silent when the sound is off on this device, and quiet for a booking that is not a request', async () => {
    setSoundOn(false);
    const id = nextId();
    renderUi(<OpenDetails />);
    announceBooking(bookingFixture({ id, multiple_id: `M-${id}`, status: 'pending', start }));
    await screen.findByRole('alert');
    expect(chimes.count).toBe(0);

    setSoundOn(true);
    const walkIn = nextId();
    announceBooking(bookingFixture({ id: walkIn, multiple_id: `M-${walkIn}`, status: 'approved', start }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(chimes.count).toBe(0);
  });
});

describe("a client's chat message arriving (issue 34)", () => {
  it('names the client from the conversations and opens the chat', async () => {
    const client = testQueryClient();
    const member: ChatMember = {
      customer_id: 42,
      first_name: 'Ada',
      last_name: 'Eze',
      profile_image: null,
      last_message: 'Hi',
      last_sender: 'customer',
      last_at: start.toISOString(),
      read_status: 'unread',
    };
    client.setQueryData(chatKeys.members, [member]);
    const went: string[] = [];
    setNavigator((to) => went.push(to));
    const user = userEvent.setup();
    renderUi(<OpenDetails />, client);

    const message = {
      id: 900,
      customer_id: 42,
      sender: 'customer',
      message: 'Can I come at 3?',
      read_at: null,
    };
    announceMessage(client, { ...message, created_at: start.toISOString() });
    announceMessage(client, { ...message, created_at: start.toISOString() });
    // The vendor's own message, echoed to their other screens, is not announced.
    announceMessage(client, { ...message, id: 901, sender: 'vendor', created_at: start.toISOString() });

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('New message from Ada Eze');
    expect(toast.textContent).toContain('Can I come at 3?');
    expect(toast.textContent).toContain('02:30 PM');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(chimes.count).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(went).toEqual(['/dashboard/inbox?c=42&name=Ada+Eze']);
  });
});
