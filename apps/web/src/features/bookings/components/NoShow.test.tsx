import { MSG, noShowTooEarly } from '@app/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/fixtures.ts';
import { fakeApi, renderRouted } from '../../../test/render.tsx';
import { DetailsBody } from './AppointmentDetailsDialog.tsx';
import { noShowQuestion } from './NoShowConfirm.tsx';

const POLICY = { free_cancel_hours: 12, late_cancel_fee_percent: 50, no_show_fee_percent: 80 };

/** The fixture booking with its start `minutesFromNow` away. */
function booking(minutesFromNow: number, status = 'approved') {
  const start = new Date(Date.now() + minutesFromNow * 60_000);
  return bookingFixture({ status, start, end: new Date(start.getTime() + 60 * 60_000) });
}

const noShowButton = () => screen.getByRole('button', { name: 'No-show' });

describe('No-show in Appointment Details', () => {
  it('is disabled until the grace after the start has passed, with the reason as its tooltip', async () => {
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking(60)} />);
    expect(noShowButton()).toHaveProperty('disabled', true);
    // A disabled button gets no pointer events; the tooltip hangs on its wrapper.
    await user.hover(noShowButton().closest('span') ?? noShowButton());
    expect(await screen.findByText(noShowTooEarly(15))).toBeTruthy();
  });

  it("reads the grace from the vendor's policy: 30 minutes keeps it disabled 20 minutes in", async () => {
    fakeApi({
      'GET settings/cancellation-policy': { success: true, data: { ...POLICY, no_show_grace_minutes: 30 } },
    });
    renderRouted(<DetailsBody booking={booking(-20)} />);
    await waitFor(() => expect(noShowButton()).toHaveProperty('disabled', true));
    renderRouted(<DetailsBody booking={booking(-31)} />);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'No-show' })[1]).toHaveProperty('disabled', false),
    );
  });

  it('is not offered for a booking that is not approved', () => {
    renderRouted(<DetailsBody booking={booking(-10, 'pending')} />);
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
  });

  it('asks first with the money it moves, then marks the no-show', async () => {
    const calls = fakeApi({
      'GET settings/cancellation-policy': { success: true, data: POLICY },
      'GET noShowBooking/7': { success: true, message: MSG.bookingUpdated },
    });
    const user = userEvent.setup();
    renderRouted(<DetailsBody booking={booking(-20)} />);
    expect(document.querySelector('[data-field="Deposit paid"]')?.textContent).toBe('₦3,000.00');
    expect(noShowButton()).toHaveProperty('disabled', false);

    await user.click(noShowButton());
    const question =
      'Mark as no-show? You keep 80 % of the ₦3,000.00 deposit (₦2,400.00) per your policy; ₦600.00 is refunded.';
    expect(await screen.findByText(question)).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('noShowBooking'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Mark as no-show' }));
    expect(await screen.findByText(MSG.bookingUpdated)).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('noShowBooking/7'));
  });

  it('shows the fee kept and the refund of a settled deposit', () => {
    renderRouted(
      <DetailsBody booking={{ ...booking(-90, 'no show'), deposit_kept: 2_400, deposit_refunded: 600 }} />,
    );
    const field = (label: string) => document.querySelector(`[data-field="${label}"]`)?.textContent;
    expect(field('Fee kept')).toBe('₦2,400.00');
    expect(field('Refunded')).toBe('₦600.00');
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
  });

  it('words a no-show without a deposit', () => {
    expect(noShowQuestion(0, POLICY)).toBe(
      'Mark as no-show? No deposit was paid, so nothing is kept or refunded.',
    );
  });
});
