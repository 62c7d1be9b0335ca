import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../../../test/fixtures.ts';
import { renderUi } from '../../../test/render.tsx';
import { BalanceEntry } from './BalanceEntry.tsx';

/**
 * SPEC §5 'Balance on completion: numeric, step 500, at least the service price minus the amount
 * already paid; otherwise Submit Balance is disabled.' The fixture: a ₦10,000 service, ₦3,000 paid.
 */
function entry(patch: Parameters<typeof bookingFixture>[0] = {}) {
  const onSubmit = vi.fn();
  renderUi(
    <BalanceEntry
      booking={bookingFixture({
        status: 'ongoing',
        serviceform: {
          service_duration_type: 'Starts at',
          virtual_appointment: false,
          service_price: 10_000,
        },
        ...patch,
      })}
      loading={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const input = () => screen.getByLabelText('Balance received (NGN)') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit Balance' }) as HTMLButtonElement;

async function enter(user: ReturnType<typeof userEvent.setup>, value: string) {
  await user.clear(input());
  if (value) await user.type(input(), value);
}

describe('Enter Booking Balance', () => {
  it('is headed as the SPEC names it and starts at the price minus what was paid', () => {
    entry();
    expect(screen.getByText('Enter Booking Balance')).toBeTruthy();
    expect(input().value).toBe('₦7,000');
    expect(submit().disabled).toBe(false);
  });

  it('submits exactly the least balance, ₦7,000', async () => {
    const user = userEvent.setup();
    const onSubmit = entry();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(7_000);
  });

  it.each(['6999', '6500', '0'])(
    '%s is below price minus paid: Submit Balance is disabled',
    async (value) => {
      const user = userEvent.setup();
      entry();
      await enter(user, value);
      expect(submit().disabled).toBe(true);
      expect(input().getAttribute('aria-invalid')).toBe('true');
    },
  );

  // The field once clamped to its minimum when it lost focus: pressing the mouse on the disabled
  // Submit Balance blurred it first, so the click landed on an enabled button and recorded ₦7,000
  // although the vendor typed ₦6,999.
  it('a balance typed below the least is never recorded by clicking Submit Balance', async () => {
    const user = userEvent.setup();
    const onSubmit = entry();
    await enter(user, '6999');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('an empty balance is not a number: Submit Balance is disabled', async () => {
    const user = userEvent.setup();
    entry();
    await enter(user, '');
    expect(submit().disabled).toBe(true);
  });

  it('letters cannot be entered: the field stays numeric', async () => {
    const user = userEvent.setup();
    entry();
    await enter(user, '7abc5');
    expect(input().value).toBe('₦75');
  });

  it('more than the least is fine', async () => {
    const user = userEvent.setup();
    const onSubmit = entry();
    await enter(user, '12000');
    expect(submit().disabled).toBe(false);
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(12_000);
  });

  it('the arrow keys step by 500', async () => {
    const user = userEvent.setup();
    const onSubmit = entry();
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input().value).toBe('₦8,000');
    await user.keyboard('{ArrowDown}');
    expect(input().value).toBe('₦7,500');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(7_500);
  });

  it('nothing paid: the whole ₦10,000 price is the least', async () => {
    const user = userEvent.setup();
    entry({ amount_paid: 0 });
    expect(input().value).toBe('₦10,000');
    await enter(user, '9500');
    expect(submit().disabled).toBe(true);
  });
});
