import { accountApi } from '@app/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, later, type Reply, renderUi } from '../test/render.tsx';
import { call } from './api.ts';
import { setNavigator } from './navigation.ts';
import { getSession, getToken, resetSession, setUser } from './session.ts';

// SPEC §8, word for word.
const UNAUTHENTICATED = { status: 401, body: { message: 'Unauthenticated.' } } satisfies Reply;
const KINDLY_LOGIN = 'Kindly login';

const details = (userId: number) => call(accountApi.details, { params: { userId } });
const refused = (promise: Promise<unknown>) => expect(promise).rejects.toMatchObject({ status: 401 });

describe("SPEC §8 'Unauthenticated.': clear the stored user and say 'Kindly login'", () => {
  const navigate = vi.fn();
  beforeEach(() => {
    setNavigator(navigate);
    renderUi(<div />);
  });
  afterEach(async () => {
    setNavigator((to) => window.location.assign(to));
    navigate.mockReset();
    resetSession();
    await act(() => notifications.clean());
  });

  it('signs the session out once however many of its calls are refused, and says so once', async () => {
    setUser({ userId: 7, token: 'first', regStatus: true });
    const second = later<Reply>();
    let answered = 0;
    fakeServer({ 'GET getuserdetails/7': () => (answered++ === 0 ? UNAUTHENTICATED : second.promise) });

    const early = details(7);
    const late = details(7);
    await refused(early);
    expect(getSession().user.userId).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/sign-in');
    await screen.findByText(KINDLY_LOGIN);

    // The sign-in page takes 'Kindly login' down (a disabled account's refusal), then the last
    // call of the ended session is answered: it says nothing.
    await act(() => notifications.hide('signed-out'));
    await waitFor(() => expect(screen.queryByText(KINDLY_LOGIN)).toBeNull());
    second.resolve(UNAUTHENTICATED);
    await refused(late);
    expect(navigate).toHaveBeenCalledTimes(1);
    await new Promise((settle) => setTimeout(settle, 50));
    expect(screen.queryByText(KINDLY_LOGIN)).toBeNull();
  });

  it('keeps the next session when a call of the one before is refused after it signed in', async () => {
    setUser({ userId: 7, token: 'first', regStatus: true });
    const answer = later<Reply>();
    fakeServer({ 'GET getuserdetails/7': () => answer.promise });
    const stale = details(7);

    resetSession();
    setUser({ userId: 7, token: 'second', regStatus: true });
    answer.resolve(UNAUTHENTICATED);
    await refused(stale);
    expect(getToken()).toBe('second');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText(KINDLY_LOGIN)).toBeNull();
  });

  it('says nothing for a call refused while no one is signed in', async () => {
    fakeServer({ 'GET getuserdetails/7': UNAUTHENTICATED });
    await refused(details(7));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByText(KINDLY_LOGIN)).toBeNull();
  });
});
