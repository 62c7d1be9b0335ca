import { fromLagos } from '@app/shared';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../../../test/fixtures.ts';
import { renderUi } from '../../../test/render.tsx';
import { TeamDay } from './TeamDay.tsx';

const DAY = '2026-11-21';
const TEAM = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Bola' },
];
const booking = (id: number, staff: (typeof TEAM)[number] | null, from: string, to: string, status: string) =>
  bookingFixture({
    id,
    status,
    title: `Booking ${id}`,
    staff: staff && { ...staff, photo: null },
    start: fromLagos(DAY, from),
    end: fromLagos(DAY, to),
  });

describe("the team's day, one column per member (issue 36)", () => {
  it("puts each booking in its member's column at its 'hh:mm A' time, with its look, and pages by day", async () => {
    const onDay = vi.fn();
    const view = renderUi(
      <TeamDay
        day={DAY}
        team={TEAM}
        onDay={onDay}
        bookings={[
          booking(1, TEAM[0]!, '11:00', '12:00', 'pending'),
          booking(2, TEAM[1]!, '11:00', '12:30', 'approved'),
          booking(3, null, '14:00', '15:00', 'cancellation requested user'),
        ]}
      />,
    );
    const column = (name: string) => view.getByRole('region', { name });
    const ada = within(column('Ada')).getByRole('button');
    expect(ada.textContent).toBe('Booking 111:00 AM – 12:00 PM');
    expect(ada.className).toMatch(/look-request/);
    expect(within(column('Bola')).getByRole('button').className).toMatch(/look-solid/);
    expect(within(column('Shop (no member)')).getByRole('button').textContent).toContain(
      'Cancellation requested · Booking 3',
    );
    // Side by side: the two 11:00 bookings sit at the same height.
    expect(ada.style.top).toBe(within(column('Bola')).getByRole('button').style.top);
    await userEvent.click(view.getByRole('button', { name: 'Next day' }));
    expect(onDay).toHaveBeenCalledWith('2026-11-22');
  });
});
