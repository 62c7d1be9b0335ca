import { CHECKOUT_MESSAGES } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setUser } from '../../../lib/session.ts';
import { bookingFixture } from '../../../test/fixtures.ts';
import { fakeServer, renderUi } from '../../../test/render.tsx';
import { CheckoutPanel } from './CheckoutPanel.tsx';

/**
 * Issue 35's checkout: 'the amount due (price and add-ons, home-service fee, minus the deposit),
 * discount, tip, and one or more payments by cash, bank transfer to the shop, POS terminal or
 * other, each with who took it'. A ₦9,000 walk-in here, paid half cash, half transfer, with a tip.
 */
const recorded = {
  status: 201,
  body: {
    success: true,
    message: CHECKOUT_MESSAGES.recorded,
    data: {
      id: 1,
      kind: 'checkout',
      booking_id: 7,
      corrects_id: null,
      reason: null,
      items: [],
      deposit: 0,
      discount: 0,
      due: 9000,
      tip: 1000,
      paid: 10_000,
      payments: [],
      created_at: '2026-11-21T09:00:00.000Z',
    },
  },
};
const team = {
  status: 200,
  body: {
    success: true,
    staff: [
      { id: 4, name: 'Bisi', photo: null, active: true, services: [], hours: [], breaks: [], days_off: [] },
    ],
  },
};

const addons = {
  status: 200,
  body: { success: true, data: [{ id: 3, name: 'Nail art', price: 2500, duration_minutes: 15 }] },
};

function panel(patch: Parameters<typeof bookingFixture>[0] = {}) {
  const onClose = vi.fn();
  const calls = fakeServer({
    'POST vendor/bookings/7/checkout': recorded,
    'GET vendor/staff': team,
    'GET getalladdons/1': addons,
  });
  renderUi(
    <CheckoutPanel
      booking={bookingFixture({
        status: 'ongoing',
        booking_amount: 9000,
        amount_paid: 0,
        source: 'walk_in',
        ...patch,
      })}
      onClose={onClose}
    />,
  );
  return { calls, onClose };
}
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Record payment & complete' }) as HTMLButtonElement;
async function type(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('checkout at the chair', () => {
  it('starts with the whole bill in cash, paid in full', () => {
    panel();
    expect(field('Payment 1 amount').value).toBe('₦9,000');
    expect(screen.getByText('Paid in full')).toBeTruthy();
    expect(submit().disabled).toBe(false);
  });

  it('half cash, half transfer, with a ₦1,000 tip: tells what is left until it adds up, then sends it once', async () => {
    const user = userEvent.setup();
    const { calls, onClose } = panel();
    await type(user, 'Tip', '1000');
    expect(screen.getByText('₦1,000.00 left to collect')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await type(user, 'Payment 1 amount', '5000');
    await user.click(screen.getByRole('button', { name: 'Add payment' }));
    // The new line offers what is left, by transfer.
    expect(field('Payment 2 amount').value).toBe('₦5,000');
    expect(screen.getByText('Paid in full')).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = calls.filter((c) => c.path === 'vendor/bookings/7/checkout');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      discount: 0,
      tip: 1000,
      payments: [
        { method: 'cash', amount: 5000, staff_id: null },
        { method: 'transfer', amount: 5000, staff_id: null },
      ],
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(CHECKOUT_MESSAGES.recorded)).toBeTruthy();
  });

  it('adds an add-on the client took at the chair to the bill, and sends it with the payment', async () => {
    setUser({ userId: 1, token: 't' });
    const user = userEvent.setup();
    const { calls } = panel();
    await user.click(await screen.findByRole('checkbox', { name: 'Nail art · ₦2,500.00' }));
    expect(screen.getByText('₦2,500.00 left to collect')).toBeTruthy();
    await type(user, 'Payment 1 amount', '11500');
    await user.click(submit());
    await waitFor(() => expect(calls.some((c) => c.path === 'vendor/bookings/7/checkout')).toBe(true));
    expect(calls.find((c) => c.path === 'vendor/bookings/7/checkout')!.body).toMatchObject({
      add_ons: [{ name: 'Nail art', amount: 2500 }],
      payments: [{ method: 'cash', amount: 11_500, staff_id: null }],
    });
  });

  it('shows too much paid, and takes the deposit off the bill', async () => {
    const user = userEvent.setup();
    panel({ amount_paid: 3000 });
    expect(screen.getByText('Deposit paid online')).toBeTruthy();
    expect(field('Payment 1 amount').value).toBe('₦6,000');
    await type(user, 'Payment 1 amount', '6500');
    expect(screen.getByText('₦500.00 too much')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it("keeps SPEC's balance entry as the first line of an open price: step 500, at least price − paid", async () => {
    const user = userEvent.setup();
    const { calls } = panel({
      booking_amount: 10_000,
      amount_paid: 3000,
      serviceform: { service_duration_type: 'Starts at', virtual_appointment: false, service_price: 10_000 },
    });
    const balance = field('Enter Booking Balance');
    expect(balance.value).toBe('₦7,000');
    await type(user, 'Enter Booking Balance', '6999');
    expect(screen.getByText('At least ₦7,000.00')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await type(user, 'Enter Booking Balance', '8500');
    await type(user, 'Payment 1 amount', '8500');
    await user.click(submit());
    await waitFor(() => expect(calls.some((c) => c.path === 'vendor/bookings/7/checkout')).toBe(true));
    expect(calls.find((c) => c.path === 'vendor/bookings/7/checkout')!.body).toMatchObject({
      balance: 8500,
      payments: [{ method: 'cash', amount: 8500, staff_id: null }],
    });
  });

  it('records who took each payment when the shop has a team', async () => {
    const user = userEvent.setup();
    const { calls } = panel();
    const [takenBy] = await screen.findAllByLabelText(/taken by/i);
    await user.click(takenBy!);
    await user.click(await screen.findByRole('option', { name: 'Bisi' }));
    await user.click(submit());
    await waitFor(() => expect(calls.some((c) => c.path === 'vendor/bookings/7/checkout')).toBe(true));
    expect(calls.find((c) => c.path === 'vendor/bookings/7/checkout')!.body).toMatchObject({
      payments: [{ method: 'cash', amount: 9000, staff_id: 4 }],
    });
  });
});
