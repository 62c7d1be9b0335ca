import { DAY_NAMES, lagosDay, weekdayOfDay } from '@app/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../test/fixtures.ts';
import { fakeServer } from '../test/render.tsx';
import { phoneTestSession, toastSays } from '../test/support.ts';
import { BookingSheet } from './BookingSheet.tsx';
import ShopSettingSheet from './ShopSettings.tsx';

phoneTestSession();

/** Issue 34's shop-floor settings and issue 35's checkout, in the phone app. */
describe('the phone app: Shop settings and checkout', () => {
  it("Hours: today's closing hour changed and a day off added, through the dashboard's calls", async () => {
    const today = weekdayOfDay(lagosDay(new Date()));
    const name = DAY_NAMES[today] ?? '';
    const open = (day: number) => ({
      day,
      day_name: DAY_NAMES[day],
      open_time: '09:00:00',
      close_time: '18:00:00',
      breaks: [{ id: 1, start_time: '13:00:00', end_time: '14:00:00' }],
    });
    const calls = fakeServer({
      'GET getBusinessHourwithBreak/1': { status: 200, body: { success: true, data: [[open(today)]] } },
      'GET getDayOff/1': { status: 200, body: { success: true, data: [[]] } },
      'PUT settings/hours': { status: 200, body: { success: true, message: 'Business hours saved' } },
      'POST settings/days-off': { status: 201, body: { success: true, message: 'Day off added', id: 4 } },
    });
    render(<ShopSettingSheet what="hours" title="Hours and days off" onClose={() => undefined} />);
    const closes = await screen.findByLabelText(`${name} closes`);
    // Closing before opening: the shared week schema's message, nothing sent.
    fireEvent.change(closes, { target: { value: '08:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Closing time must be after opening time', { exact: false });
    fireEvent.change(closes, { target: { value: '20:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await toastSays('Business hours saved');
    // The whole week as the dashboard sends it: only today open, its break kept.
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      days: [
        {
          day: today,
          open_time: '09:00',
          close_time: '20:00',
          breaks: [{ start_time: '13:00', end_time: '14:00' }],
        },
      ],
    });

    const form = screen.getByRole('form', { name: 'Add day off' });
    fireEvent.change(within(form).getByLabelText('Day off'), { target: { value: '2030-01-07' } });
    fireEvent.change(within(form).getByLabelText('Reason (optional)'), { target: { value: 'Holiday' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add day off' }));
    await toastSays('Day off added');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: '2030-01-07', reason: 'Holiday' });
  });

  it('Reminders: turned off, the settings are saved with no reminder times', async () => {
    const settings = {
      reminder_hours: [24, 2],
      quiet_hours_enabled: true,
      quiet_start: '21:00',
      quiet_end: '07:00',
      whatsapp: true,
      sms: true,
      email: false,
    };
    const calls = fakeServer({
      'GET settings/reminders': { status: 200, body: { success: true, data: settings } },
      'PUT settings/reminders': { status: 200, body: { success: true, message: 'Reminder settings saved' } },
    });
    render(<ShopSettingSheet what="reminders" title="Client reminders" onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Remind clients/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await toastSays('Reminder settings saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, reminder_hours: [] });
  });

  it("Team: a member's day off added, the member sent whole through the team's call", async () => {
    const kemi = {
      id: 3,
      name: 'Kemi',
      photo: null,
      active: true,
      service_ids: [5],
      days: [{ day: 0, open_time: '09:00', close_time: '17:00', breaks: [] }],
      days_off: ['2030-01-01'],
    };
    const calls = fakeServer({
      'GET vendor/staff': { status: 200, body: { success: true, staff: [kemi] } },
      'PUT vendor/staff/3': ({ body }) => ({
        status: 200,
        body: { success: true, message: 'Team member saved', staff: { ...kemi, ...(body as object) } },
      }),
    });
    render(<ShopSettingSheet what="team" title="A team member's hours" onClose={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Add day off' });
    fireEvent.change(within(form).getByLabelText('Day off'), { target: { value: '2030-01-07' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add day off' }));
    await toastSays('Team member saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Kemi',
      active: true,
      service_ids: [5],
      days: [{ day: 0, open_time: '09:00', close_time: '17:00', breaks: [] }],
      days_off: ['2030-01-01', '2030-01-07'],
    });
    await screen.findByRole('button', { name: 'Remove day off 2030-01-07' });
  });

  it('checkout: a completed booking paid by cash and transfer with a tip, once, then its receipt sent', async () => {
    const booking = bookingFixture({ status: 'awaiting review', booking_amount: 10_000, amount_paid: 3_000 });
    const entry = {
      id: 9,
      kind: 'checkout',
      booking_id: 7,
      corrects_id: null,
      reason: null,
      items: [{ name: 'Silk Press', amount: 10_000 }],
      deposit: 3_000,
      discount: 0,
      due: 7_000,
      tip: 1_000,
      paid: 8_000,
      payments: [
        { method: 'cash', amount: 5_000, staff_id: null, staff_name: null },
        { method: 'transfer', amount: 3_000, staff_id: null, staff_name: null },
      ],
      created_at: '2026-11-28T10:00:00.000Z',
    };
    const receipt = (entries: unknown[]) => ({
      status: 200,
      body: {
        success: true,
        data: {
          business_name: 'Chioma Braids',
          reference: 'BK-7',
          client_name: 'Ada',
          service_name: 'Silk Press',
          service_date: '2026-11-28',
          status: 'awaiting review',
          entries,
          checkout_id: entries.length ? 9 : null,
          balance: 0,
          channels: ['whatsapp', 'email'],
        },
      },
    });
    let recorded = false;
    const calls = fakeServer({
      'GET vendor/staff': { status: 200, body: { success: true, staff: [] } },
      'GET vendor/bookings/7/receipt': () => receipt(recorded ? [entry] : []),
      'POST vendor/bookings/7/checkout': () => {
        recorded = true;
        return { status: 201, body: { success: true, message: 'Payment recorded', data: entry } };
      },
      'POST vendor/checkouts/9/receipt': {
        status: 202,
        body: { success: true, message: 'Receipt on its way' },
      },
    });
    render(<BookingSheet booking={booking} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
    const form = screen.getByRole('form', { name: 'Checkout' });
    // ₦10,000 less the ₦3,000 deposit, the whole ₦7,000 in cash to start with.
    expect(within(form).getByLabelText('Payment 1 amount')).toHaveProperty('value', '7000');
    fireEvent.change(within(form).getByLabelText('Tip (NGN)'), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText('Payment 1 amount'), { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add payment' }));
    // The rest comes as a transfer.
    expect(within(form).getByLabelText('Payment 2 method')).toHaveProperty('value', 'transfer');
    expect(within(form).getByLabelText('Payment 2 amount')).toHaveProperty('value', '3000');
    within(form).getByText('Paid in full');
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await toastSays('Payment recorded');
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/checkout'));
    expect(sent?.body).toEqual({
      discount: 0,
      tip: 1000,
      payments: [
        { method: 'cash', amount: 5000, staff_id: null },
        { method: 'transfer', amount: 3000, staff_id: null },
      ],
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(await screen.findByRole('button', { name: 'Send receipt by WhatsApp' }));
    await toastSays('Receipt on its way');
    screen.getByText('Paid at the shop:', { exact: false });
  });
});
