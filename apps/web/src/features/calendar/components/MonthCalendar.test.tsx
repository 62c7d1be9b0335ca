import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { MonthCalendar } from './MonthCalendar.tsx';

/** SPEC §2's left column: a month calendar, the week from Monday, narrow weekday headers. */
describe('the month calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-16T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const draw = (busy: string[] = []) => {
    const onPick = vi.fn();
    const onRangeChange = vi.fn();
    const view = renderUi(
      <MonthCalendar
        selected="2026-11-16"
        busyDays={new Set(busy)}
        onPick={onPick}
        onRangeChange={onRangeChange}
      />,
    );
    return { onPick, onRangeChange, ...view };
  };
  const day = (name: RegExp) => screen.getByRole('button', { name });

  it('shows the month’s weeks from Monday under its title, with narrow weekday headers', () => {
    const { onRangeChange } = draw();
    const region = screen.getByRole('region', { name: 'Month calendar' });
    expect(within(region).getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    const headers = within(region).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    expect(headers.map((h) => h.getAttribute('aria-label'))[0]).toBe('Monday');
    // 1 November 2026 is a Sunday and the 30th a Monday: six weeks, 26 October to 6 December.
    const cells = within(region).getAllByRole('gridcell');
    expect(cells).toHaveLength(42);
    expect(cells[0]?.dataset.date).toBe('2026-10-26');
    expect(cells.at(-1)?.dataset.date).toBe('2026-12-06');
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-10-26', to: '2026-12-06' });
    expect(day(/^Go to November 16, 2026$/).getAttribute('aria-current')).toBe('date');
    expect(cells.find((c) => c.dataset.date === '2026-11-16')?.getAttribute('aria-selected')).toBe('true');
  });

  it('marks the days with bookings, in their name too', () => {
    draw(['2026-11-20']);
    expect(day(/^Go to November 20, 2026, has bookings$/).parentElement?.dataset.busy).toBe('true');
    expect(day(/^Go to November 21, 2026$/).parentElement?.dataset.busy).toBeUndefined();
  });

  it('moves the schedule to a day clicked, and pages the months', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPick, onRangeChange } = draw();
    await user.click(day(/^Go to November 20, 2026/));
    expect(onPick).toHaveBeenCalledWith('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-30', to: '2027-01-03' });
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeTruthy();
  });

  it('keeps one day in the tab order; the arrow keys move through the days and the months, Enter picks', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPick } = draw();
    const selected = day(/^Go to November 16, 2026/);
    expect(selected.tabIndex).toBe(0);
    expect(day(/^Go to November 17, 2026/).tabIndex).toBe(-1);
    selected.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(day(/^Go to November 24, 2026/));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Past the month's last week: December's grid, on the 8th.
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(document.activeElement).toBe(day(/^Go to December 8, 2026/));
    await user.keyboard('{PageUp}');
    expect(document.activeElement).toBe(day(/^Go to November 8, 2026/));
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('2026-11-08');
  });

  it('follows the schedule’s day to its month', async () => {
    const user = userEvent.setup({ delay: null });
    function Schedule() {
      const [shown, setShown] = useState('2026-11-16');
      return (
        <>
          <button type="button" onClick={() => setShown('2027-01-15')}>
            Schedule to 15 January
          </button>
          <MonthCalendar selected={shown} busyDays={new Set()} onPick={setShown} />
        </>
      );
    }
    renderUi(<Schedule />);
    await user.click(screen.getByRole('button', { name: 'Schedule to 15 January' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeTruthy();
  });
});
