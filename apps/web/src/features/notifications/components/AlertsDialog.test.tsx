import type { NotificationResponse } from '@app/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { patchNotifications } from '../../../api/notifications.ts';
import { HeaderActions } from '../../../app/dashboard/HeaderActions.tsx';
import { resetSession, setUser } from '../../../lib/session.ts';
import { dialogs, useDialogs } from '../../../stores/dialogs.ts';
import { renderUi, testQueryClient } from '../../../test/render.tsx';
import { AlertsDialog } from './AlertsDialog.tsx';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const notice = (id: number, status: string): NotificationResponse => ({
  id,
  type: 'service',
  title: `New booking request ${id}`,
  description: `Silk Press on Sat, 21 Nov 2026 (${id})`,
  status,
  created_at: minutesAgo(id),
});

/**
 * A server holding the vendor's alerts: getVendorNotice lists them, readVendorNotice/{id} marks one
 * read and answers 202 (SPEC §7); everything else the header asks answers 404 (silently ignored).
 */
function serverWith(list: NotificationResponse[]) {
  const reads: number[] = [];
  const lists = { count: 0 };
  /** While set, list answers are written when asked but sent only on release (a slow network). */
  const held = { on: false, waiting: [] as (() => void)[] };
  const release = () => {
    held.on = false;
    for (const send of held.waiting.splice(0)) send();
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.replace(/^\/api\//, '');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (path === 'getVendorNotice') {
        lists.count += 1;
        const answer = json({ success: true, bookings: list });
        if (!held.on) return answer;
        return new Promise<Response>((resolve) => held.waiting.push(() => resolve(answer)));
      }
      const read = path.match(/^readVendorNotice\/(\d+)$/);
      if (read) {
        const id = Number(read[1]);
        reads.push(id);
        list = list.map((n) => (n.id === id ? { ...n, status: 'read' } : n));
        return json({ success: true, message: 'Notification read' }, 202);
      }
      return json({ message: `no route ${path}` }, 404);
    }),
  );
  return { reads, lists, held, release };
}

const alertsDot = () => document.querySelector('[data-dot="Unread alerts"]');

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token-1', regStatus: true });
  dialogs.closeAlerts();
});

/** SPEC §2 header: Alerts with an unread dot; SPEC §4: an alert leaves the list when its read answers 202. */
describe('the unread dot on Alerts', () => {
  it('shows while an alert is unread and clears once each unread alert is read', async () => {
    const { reads } = serverWith([notice(1, 'unread'), notice(2, 'unread'), notice(3, 'read')]);
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
        <AlertsDialog />
      </MemoryRouter>,
    );
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('true'));

    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    const entry = (id: number) => within(dialog).getByRole('listitem', { name: `New booking request ${id}` });
    await user.click(within(entry(1)).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(reads).toEqual([1]));
    // One alert is still unread.
    expect(alertsDot()?.getAttribute('data-unread')).toBe('true');

    await user.click(within(entry(2)).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('false'));
    expect(reads).toEqual([1, 2]);
    expect(within(dialog).queryByRole('listitem', { name: 'New booking request 2' })).toBeNull();
  });

  it('stays off when the list is loaded again after the reads', async () => {
    const server = serverWith([notice(1, 'unread')]);
    const user = userEvent.setup();
    const view = renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
        <AlertsDialog />
      </MemoryRouter>,
    );
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('false'));

    // A later reload (another booking change, a realtime event) brings the alert back as read.
    const loaded = server.lists.count;
    view.unmount();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(server.lists.count).toBeGreaterThan(loaded));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alertsDot()?.getAttribute('data-unread')).toBe('false');
  });

  it('stays off when a list asked for before the read answers after it', async () => {
    const server = serverWith([notice(1, 'unread')]);
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
        <AlertsDialog />
      </MemoryRouter>,
    );
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('true'));
    // Opening the dialog reloads the list; that answer (still unread) is slow to arrive.
    server.held.on = true;
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await waitFor(() => expect(server.held.waiting).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(server.reads).toEqual([1]));
    server.release();

    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('false'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alertsDot()?.getAttribute('data-unread')).toBe('false');
  });
});

/** Issue 34: a live alert is patched into the cached list, not reloaded with the whole list. */
describe('an alert arriving live', () => {
  it('joins the list at the head and lights the dot without asking for the list again', async () => {
    const server = serverWith([notice(3, 'read')]);
    const client = testQueryClient();
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
        <AlertsDialog />
      </MemoryRouter>,
      client,
    );
    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('false'));
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await within(dialog).findByRole('listitem', { name: 'New booking request 3' });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const loaded = server.lists.count;

    const arrived = { ...notice(0, 'unread'), created_at: new Date().toISOString() };
    patchNotifications(client, 1, arrived);
    // The same event twice (a redelivery) is still one entry.
    patchNotifications(client, 1, arrived);

    await waitFor(() => expect(alertsDot()?.getAttribute('data-unread')).toBe('true'));
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label'));
    expect(names).toEqual(['New booking request 0', 'New booking request 3']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.lists.count).toBe(loaded);
  });

  it('reloads the list when the event does not carry an alert', async () => {
    const server = serverWith([notice(3, 'read')]);
    const client = testQueryClient();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
      </MemoryRouter>,
      client,
    );
    await waitFor(() => expect(server.lists.count).toBe(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    patchNotifications(client, 1, { id: 5 });
    await waitFor(() => expect(server.lists.count).toBe(2));
  });
});

/** Shows which booking's details dialog is open, as the dashboard's dialogs read it. */
function OpenDetails() {
  return <output aria-label="details">{String(useDialogs().details)}</output>;
}

/** Issue 34: each alert opens what it is about. */
describe('clicking an alert', () => {
  it('opens the booking it names, in place of the Alerts dialog; an alert about no booking is text', async () => {
    serverWith([
      { ...notice(1, 'unread'), booking_id: 42 },
      { ...notice(2, 'read'), booking_id: null },
    ]);
    const user = userEvent.setup();
    renderUi(
      <MemoryRouter>
        <HeaderActions withdraw={false} />
        <AlertsDialog />
        <OpenDetails />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Alerts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await within(dialog).findByRole('listitem', { name: 'New booking request 1' });
    expect(within(dialog).queryByRole('button', { name: 'Open New booking request 2' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Open New booking request 1' }));
    expect(screen.getByLabelText('details').textContent).toBe('42');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alerts' })).toBeNull());
  });
});
