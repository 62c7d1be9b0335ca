import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { chatLink } from '../../../lib/inboxLink.ts';
import { setUser } from '../../../lib/session.ts';
import { fakeApi, renderUi } from '../../../test/render.tsx';
import InboxPage from './InboxPage.tsx';

const member = {
  customer_id: 3,
  first_name: 'Bola',
  last_name: 'Ade',
  profile_image: null,
  last_message: 'See you at 10',
  last_sender: 'customer',
  last_at: '2026-11-20T08:00:00.000Z',
  read_status: 'read',
};

const inboxAt = (url: string) =>
  renderUi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard/inbox" element={<InboxPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => setUser({ userId: 1, token: 'token', regStatus: true }));

describe('linking to a chat', () => {
  it('opens a listed conversation', async () => {
    fakeApi({
      'GET getchatmembers': { success: true, data: [member] },
      'GET chats/3': {
        success: true,
        data: [
          { id: 1, sender: 'customer', message: 'See you at 10', read_at: null, created_at: member.last_at },
        ],
      },
    });
    inboxAt(chatLink(3, 'Bola'));
    const log = await screen.findByRole('log', { name: 'Messages with Bola Ade' });
    expect(await within(log).findByText('See you at 10')).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: /^Conversation with Bola Ade .*See you at 10/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('opens a new conversation with a customer who booked but has not written yet', async () => {
    const calls = fakeApi({
      'GET getchatmembers': { success: true, data: [member] },
      'GET chats/12': { success: true, data: [] },
    });
    inboxAt(chatLink(12, 'Ada Okafor'));
    expect(await screen.findByRole('log', { name: 'Messages with Ada Okafor' })).toBeTruthy();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Send a message' })).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET chats/12');
  });

  it('shows the list alone without a link', async () => {
    fakeApi({ 'GET getchatmembers': { success: true, data: [member] } });
    inboxAt('/dashboard/inbox');
    expect(await screen.findByText('Choose a conversation')).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });
});
