import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession, setUser } from '../../../lib/session.ts';
import { type ApiCall, fakeApi, renderUi } from '../../../test/render.tsx';
import BusinessHoursPage from './BusinessHoursPage.tsx';

/** Open on Wednesday (day 2) and Friday (day 4) only: the schema numbers them 0 and 1. */
const HOURS = {
  success: true,
  data: [
    [
      { day: 2, day_name: 'Wednesday', open_time: '09:00:00', close_time: '18:00:00', breaks: [] },
      {
        day: 4,
        day_name: 'Friday',
        open_time: '10:00:00',
        close_time: '16:00:00',
        breaks: [{ id: 1, start_time: '12:00:00', end_time: '13:00:00' }],
      },
    ],
  ],
};

function renderPage() {
  const calls = fakeApi({
    'GET getBusinessHourwithBreak/1': HOURS,
    'GET getDayOff/1': { success: true, data: [[]] },
    'PUT settings/hours': { success: true, message: 'Business hours saved' },
  });
  renderUi(<BusinessHoursPage />);
  return calls;
}

const row = (name: string) => document.querySelector<HTMLElement>(`[data-day="${name}"]`)!;
const setTime = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const puts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PUT' && c.path === 'settings/hours');

beforeEach(() => {
  resetSession();
  setUser({ userId: 1, token: 'token-1', regStatus: true });
});

/** The shared schema's nested messages ('days.1.close_time') reach the weekday they belong to. */
describe('business hours: the shared messages on their day', () => {
  it("shows 'Closing time must be after opening time' on Friday, marks its closing time and saves nothing", async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await screen.findByLabelText('Friday closing time');
    setTime('Friday closing time', '09:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(within(row('Friday')).getByRole('alert').textContent).toBe(
      'Closing time must be after opening time',
    );
    expect(screen.getByLabelText('Friday closing time').getAttribute('aria-invalid')).toBe('true');
    expect(within(row('Wednesday')).queryByRole('alert')).toBeNull();
    expect(puts(calls)).toHaveLength(0);
  });

  it("tells a break outside the hours ('A break must fit inside opening hours') on its day", async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await screen.findByLabelText('Friday break 1 end');
    setTime('Friday break 1 end', '17:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(within(row('Friday')).getByRole('alert').textContent).toBe(
      'A break must fit inside opening hours',
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('clears the message once the time is put right, and saves the open days', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await screen.findByLabelText('Wednesday closing time');
    setTime('Wednesday closing time', '08:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(row('Wednesday')).getByRole('alert').textContent).toBe(
      'Closing time must be after opening time',
    );

    setTime('Wednesday closing time', '17:00');
    expect(within(row('Wednesday')).queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({
      days: [
        { day: 2, open_time: '09:00', close_time: '17:00', breaks: [] },
        {
          day: 4,
          open_time: '10:00',
          close_time: '16:00',
          breaks: [{ start_time: '12:00', end_time: '13:00' }],
        },
      ],
    });
  });
});
