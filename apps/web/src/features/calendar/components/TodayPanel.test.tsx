import { BOOKING_STATUSES, fromLagos } from '@app/shared';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/fixtures.ts';
import { renderUi } from '../../../test/render.tsx';
import { TodayPanel } from './TodayPanel.tsx';

const TODAY = '2026-11-20';
const NOW = fromLagos(TODAY, '08:00');

/** One of today's bookings for a customer named after its status. */
const today = (id: number, status: string, endUser = `Client ${status}`) =>
  bookingFixture({
    id,
    status,
    endUser,
    service_name: 'Silk Press',
    start: fromLagos(TODAY, `${String(8 + id).padStart(2, '0')}:00`),
    end: fromLagos(TODAY, `${String(9 + id).padStart(2, '0')}:00`),
  });

const renderPanel = (bookings: ReturnType<typeof today>[]) =>
  renderUi(<TodayPanel bookings={bookings} loading={false} now={NOW} />).getByRole('region', {
    name: 'Appointments Today',
  });

describe("Appointments Today lists today's appointments", () => {
  it('leaves out rejected, cancelled and no-show bookings and unpaid holds; keeps every live or done one', () => {
    const panel = renderPanel(BOOKING_STATUSES.map((status, i) => today(i, status)));
    const listed = within(panel)
      .getAllByTestId('today-customer')
      .map((el) => el.textContent?.replace('Client ', ''));
    expect(listed.sort()).toEqual(
      [
        'pending',
        'approved',
        'ongoing',
        'awaiting review',
        'completed',
        'cancellation requested user',
        'cancellation requested vendor',
      ].sort(),
    );
  });

  it("shows 'No appointments today' when today holds only rejected and cancelled bookings", () => {
    const panel = renderPanel([today(1, 'rejected'), today(2, 'cancelled')]);
    expect(within(panel).getByText('No appointments today')).toBeTruthy();
    expect(within(panel).queryByText('Client rejected')).toBeNull();
  });

  it('shows a long customer name in full beside the longest status, never cut off', () => {
    const name = 'Oluwaseyifunmi Adebayo-Williams Okonkwo';
    const panel = renderPanel([today(1, 'cancellation requested vendor', name)]);
    const shown = within(panel).getByText(name);
    expect(shown.textContent).toBe(name);
    // Mantine marks a truncated text (one line with an ellipsis) with data-truncate.
    expect(shown.closest('[data-truncate]')).toBeNull();
    expect(within(panel).getByText('Awaiting Cancellation Approval')).toBeTruthy();
  });
});
