import { appConversationLink } from '@app/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { soundOn } from '../lib/arrivalSound.ts';
import { ARRIVAL_TOAST_MS } from '../lib/arrivals.ts';
import { bookingResponseFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { chimes, countChimes, phoneTestSession } from '../test/support.ts';
import AlertSettings from './AlertSettings.tsx';
import { announceBooking, announceMessage } from './arrivals.ts';
import { onOpenLink } from './live.ts';

phoneTestSession();
countChimes();

const arrivals = () => [...document.querySelectorAll('#toasts .toast-arrival')];

/** Issue 34, never silent in the phone app: a toast with who, what and when, and a chime. */
describe('the phone app: arrivals', () => {
  it("a customer's request shows client, service and time with a chime, once, and none for other changes", () => {
    const raw = bookingResponseFixture(34_301);
    announceBooking(raw);
    // The same request again (a reconnection's redelivery) and a confirmed booking: nothing more.
    announceBooking(raw);
    announceBooking(bookingResponseFixture(34_302, { booking_status: 'confirmed' }));
    expect(arrivals()).toHaveLength(1);
    const lines = [...arrivals()[0]!.querySelectorAll('strong, span')].map((line) => line.textContent);
    expect(lines[0]).toBe('New booking request');
    expect(lines[1]).toBe('Ada');
    expect(lines[2]).toMatch(/^Silk Press, \w{3}, \d{2} \w{3} at \d{2}:\d{2} [AP]M$/);
    expect(chimes.count).toBe(1);
  });

  it('three toasts at most on screen; each goes after its time', () => {
    vi.useFakeTimers();
    try {
      for (const id of [34_311, 34_312, 34_313, 34_314]) announceBooking(bookingResponseFixture(id));
      expect(arrivals()).toHaveLength(3);
      vi.advanceTimersByTime(ARRIVAL_TOAST_MS);
      expect(arrivals()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a client's message shows who wrote and the first words; its button opens the chat; the sound can be off", async () => {
    fakeServer({
      'GET getchatmembers': {
        status: 200,
        body: {
          success: true,
          data: [
            {
              customer_id: 5,
              first_name: 'Tolu',
              last_name: 'Ade',
              profile_image: null,
              last_message: 'Are you open',
              last_sender: 'customer',
              last_at: '2026-11-28T10:00:00.000Z',
              read_status: 'unread',
            },
          ],
        },
      },
    });
    render(<AlertSettings />);
    fireEvent.click(screen.getByRole('switch', { name: /^Sound for new bookings/ }));
    expect(soundOn()).toBe(false);
    // jsdom has no push: the switch says so instead of failing.
    await screen.findByText('This browser cannot show push notifications.');

    const opened: string[] = [];
    const stop = onOpenLink((url) => opened.push(url));
    // Ids of this file's own: the announced keys are module state, and the web tests share modules
    // across files (isolate: false), so another file's message 900 would already be announced.
    await announceMessage({
      id: 34_900,
      customer_id: 5,
      sender: 'customer',
      message:
        'Are you open on Sunday? I would like a silk press before church, around nine in the morning please',
      created_at: '2026-11-28T10:00:00.000Z',
    });
    await announceMessage({ id: 34_901, customer_id: 5, sender: 'vendor', message: 'Yes', created_at: '' });
    await waitFor(() => expect(arrivals()).toHaveLength(1));
    expect(arrivals()[0]!.textContent).toContain('New message from Tolu Ade');
    expect(arrivals()[0]!.textContent).toContain('Are you open on Sunday?');
    expect(chimes.count).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(opened).toEqual([appConversationLink(5)]);
    expect(arrivals()).toHaveLength(0);
    stop();
  });
});
