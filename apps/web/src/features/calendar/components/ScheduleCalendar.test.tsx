import {
  type BlockedTimeResponse,
  type BusinessHourResponse,
  type DayOffResponse,
  fromLagos,
} from '@app/shared';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { bookingFixture } from '../../../test/fixtures.ts';
import { renderUi } from '../../../test/render.tsx';
import { calendarDialogs, useCalendarDialogs } from '../entryDialogs.ts';
import type { VisibleRange } from '../visibleRange.ts';
import {
  blockedEvents,
  ScheduleCalendar,
  scrollTimeNear,
  selectedRange,
  toBusinessHours,
} from './ScheduleCalendar.tsx';
import { StatusLegend } from './StatusLegend.tsx';

// Monday 16 November 2026 (Lagos); the week runs Monday 16 to Sunday 22.
const MONDAY = '2026-11-16';
const TUESDAY = '2026-11-17';
const WEDNESDAY = '2026-11-18';

/** A booking on `day` from `from` to `to`, Lagos wall-clock times. */
const booking = (id: number, day: string, from: string, to: string, status = 'approved') =>
  bookingFixture({
    id,
    status,
    title: `Booking ${id}`,
    start: fromLagos(day, from),
    end: fromLagos(day, to),
  });

/** Open Monday to Saturday, 08:00 to 19:00 (days number 0 = Monday); on Monday a 13:00–13:30 break. */
const HOURS: BusinessHourResponse[] = [0, 1, 2, 3, 4, 5].map((day) => ({
  day,
  day_name: '',
  open_time: '08:00',
  close_time: '19:00',
  breaks: day === 0 ? [{ id: 1, start_time: '13:00', end_time: '13:30' }] : [],
}));
const DAYS_OFF: DayOffResponse[] = [{ id: 4, date: WEDNESDAY, reason: 'Public holiday' }];

async function renderSchedule(props: Partial<Parameters<typeof ScheduleCalendar>[0]> = {}) {
  const view = renderUi(<ScheduleCalendar bookings={[]} date={MONDAY} {...props} />);
  const schedule = view.getByRole('region', { name: 'Schedule', hidden: true });
  // The grid is shown once it has laid itself out.
  await waitFor(() => expect(schedule.querySelector('[data-settled]')).not.toBeNull());
  return schedule;
}

async function switchTo(schedule: HTMLElement, view: 'month' | 'week' | 'day') {
  await userEvent.click(within(schedule).getByRole('tab', { name: `${view} view` }));
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every piece of text on the calendar that reads as a time of day ('7am', '9a', '11:00', '10:30a', '09:00 AM'). */
function timeTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = normalise(node.textContent ?? '');
    if (/\d:\d/.test(text) || /\d\s*[ap]m?\b/i.test(text)) texts.push(text);
  }
  return texts;
}

/** SPEC §9 time format 'hh:mm A': two-digit hour 01–12, minutes, a space, AM or PM. */
const HH_MM_A = /^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;
const readsHhMmA = (text: string) => text.split(' – ').every((part) => HH_MM_A.test(part));

describe("schedule times read in SPEC §9's 'hh:mm A'", () => {
  it('labels the time axis and the events of the day view so', async () => {
    const schedule = await renderSchedule({ bookings: [booking(1, MONDAY, '09:00', '10:30')] });
    const texts = timeTexts(schedule);
    expect(texts).toContain('07:00 AM');
    expect(texts).toContain('12:00 PM');
    expect(texts).toContain('01:00 PM');
    expect(texts).toContain('09:00 AM – 10:30 AM');
    expect(texts.filter((text) => !readsHhMmA(text))).toEqual([]);
  });

  it('labels the week view so', async () => {
    const schedule = await renderSchedule({
      bookings: [booking(1, MONDAY, '14:30', '16:00'), booking(2, TUESDAY, '08:00', '09:00')],
    });
    await switchTo(schedule, 'week');
    const texts = timeTexts(schedule);
    expect(texts).toContain('02:30 PM – 04:00 PM');
    expect(texts).toContain('08:00 AM – 09:00 AM');
    expect(texts.filter((text) => !readsHhMmA(text))).toEqual([]);
  });

  it('labels the events of the month view so', async () => {
    const schedule = await renderSchedule({
      bookings: [booking(1, MONDAY, '09:00', '10:00'), booking(2, TUESDAY, '10:30', '11:00')],
    });
    await switchTo(schedule, 'month');
    const texts = timeTexts(schedule);
    expect(texts).toContain('09:00 AM');
    expect(texts).toContain('10:30 AM');
    expect(texts.filter((text) => !readsHhMmA(text))).toEqual([]);
  });
});

describe('breaks and days off on the schedule', () => {
  /** The text of the grid's day column (not its header) for `date`. */
  const column = (schedule: HTMLElement, date: string) =>
    normalise(schedule.querySelector(`[role="cell"][data-date="${date}"]`)?.textContent ?? '');

  it('draws the break on its weekday at its time, labelled "Break"', async () => {
    const schedule = await renderSchedule({ hours: HOURS });
    const label = within(schedule).getByText('Break');
    expect(label.closest(`[data-date="${MONDAY}"]`)).not.toBeNull();
    // The block sits at 13:00 and lasts 30 minutes: its top is 26 of its own heights down the day.
    const block = label.closest<HTMLElement>('[style*="top"]');
    expect(Number.parseFloat(block?.style.top ?? '') / Number.parseFloat(block?.style.height ?? '')).toBe(26);

    await switchTo(schedule, 'week');
    expect(column(schedule, MONDAY)).toContain('Break');
    expect(column(schedule, TUESDAY)).not.toContain('Break');
  });

  it('draws a day off across its day, labelled "Day off", in the week and month views', async () => {
    const schedule = await renderSchedule({ hours: HOURS, daysOff: DAYS_OFF });
    await switchTo(schedule, 'week');
    expect(column(schedule, WEDNESDAY)).toContain('Day off · Public holiday');
    expect(column(schedule, TUESDAY)).not.toContain('Day off');

    await switchTo(schedule, 'month');
    expect(column(schedule, WEDNESDAY)).toContain('Day off');
    expect(column(schedule, TUESDAY)).not.toContain('Day off');
    // A break is a time of day: month cells do not carry it.
    expect(within(schedule).queryByText('Break')).toBeNull();
  });

  it('counts only open hours outside the breaks as business hours (closed hours are shaded)', () => {
    expect(toBusinessHours(HOURS.slice(0, 2))).toEqual([
      // FullCalendar numbers Sunday 0: Monday is 1.
      { daysOfWeek: [1], startTime: '08:00', endTime: '13:00' },
      { daysOfWeek: [1], startTime: '13:30', endTime: '19:00' },
      { daysOfWeek: [2], startTime: '08:00', endTime: '19:00' },
    ]);
    expect(toBusinessHours([])).toBe(false);
  });
});

describe('blocked time on the schedule', () => {
  const BLOCK: BlockedTimeResponse = {
    id: 9,
    date: TUESDAY,
    start_time: '15:00',
    end_time: '16:30',
    staff_id: null,
    reason: 'Staff training',
    starts_at: fromLagos(TUESDAY, '15:00').toISOString(),
    ends_at: fromLagos(TUESDAY, '16:30').toISOString(),
  };

  it('draws a blocked period at its time with its reason, and opens it on click', async () => {
    let opened: number | null = null;
    function Probe() {
      opened = useCalendarDialogs().blocked;
      return null;
    }
    const schedule = await renderSchedule({ date: TUESDAY, blockedTimes: [BLOCK] });
    renderUi(<Probe />);
    const block = within(schedule).getByRole('button', { name: /Blocked · Staff training/ });
    expect(normalise(block.textContent ?? '')).toContain('03:00 PM – 04:30 PM');
    await userEvent.click(block);
    expect(opened).toBe(9);
    calendarDialogs.closeAll();
  });

  it('names the team member whose time a period blocks', () => {
    const names = new Map([[4, 'Ada Obi']]);
    expect(blockedEvents([{ ...BLOCK, staff_id: 4 }], names)[0]?.title).toBe(
      'Blocked · Ada Obi · Staff training',
    );
    expect(blockedEvents([{ ...BLOCK, reason: null }], names)[0]?.title).toBe('Blocked');
  });

  it('reads a selection as Lagos wall-clock times on its day, ending at midnight with the day', () => {
    expect(selectedRange(fromLagos(TUESDAY, '10:00'), fromLagos(TUESDAY, '11:30'))).toEqual({
      date: TUESDAY,
      start: '10:00',
      end: '11:30',
    });
    expect(selectedRange(fromLagos(TUESDAY, '23:00'), fromLagos(WEDNESDAY, '00:00'))).toEqual({
      date: TUESDAY,
      start: '23:00',
      end: '23:59',
    });
  });
});

describe('the schedule follows the day picked on the month calendar', () => {
  /** The page's part: the picked day, with two days to pick. */
  function Picking() {
    const [day, setDay] = useState(MONDAY);
    return (
      <>
        <button type="button" onClick={() => setDay(WEDNESDAY)}>
          Wednesday
        </button>
        <button type="button" onClick={() => setDay(MONDAY)}>
          Monday
        </button>
        <ScheduleCalendar bookings={[]} date={day} />
      </>
    );
  }
  const shownDay = (schedule: HTMLElement) =>
    schedule.querySelector('[role="columnheader"][data-date]')?.getAttribute('data-date');

  it('goes to a picked day, and back to the day it opened on when that is picked again', async () => {
    const view = renderUi(<Picking />);
    const schedule = view.getByRole('region', { name: 'Schedule', hidden: true });
    await waitFor(() => expect(shownDay(schedule)).toBe(MONDAY));
    await userEvent.click(view.getByRole('button', { name: 'Wednesday' }));
    await waitFor(() => expect(shownDay(schedule)).toBe(WEDNESDAY));
    await userEvent.click(view.getByRole('button', { name: 'Monday' }));
    await waitFor(() => expect(shownDay(schedule)).toBe(MONDAY));
  });
});

describe('statuses read apart at a glance, with a legend (issue 36)', () => {
  it('draws a request hatched, an approved booking solid and a cancellation request flagged and named', async () => {
    const schedule = await renderSchedule({
      bookings: [
        booking(1, MONDAY, '09:00', '10:00', 'pending'),
        booking(2, MONDAY, '10:00', '11:00', 'approved'),
        booking(3, MONDAY, '11:00', '12:00', 'cancellation requested user'),
      ],
    });
    const event = (name: RegExp) => within(schedule).getByRole('button', { name });
    expect(event(/Booking 1/).className).toMatch(/look-request/);
    expect(event(/Booking 2/).className).toMatch(/look-solid/);
    expect(event(/Booking 3/).className).toMatch(/look-cancel-request/);
    expect(event(/Booking 3/).textContent).toContain('Cancellation requested · Booking 3');
  });

  it('the legend names each look with the same classes', () => {
    const view = renderUi(<StatusLegend />);
    const legend = view.getByRole('list', { name: 'Legend' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Pending',
      'Approved',
      'Cancellation requested',
      'Ongoing',
      'Completed',
      'Awaiting review',
      'Cancelled',
    ]);
    expect(items[0]?.querySelector('span')?.className).toMatch(/look-request/);
    expect(items[2]?.querySelector('span')?.className).toMatch(/look-cancel-request/);
  });
});

describe('navigation keeps the shown or picked day (issue 36)', () => {
  it('month → next → previous → day comes back to the day, not the 1st; week paging keeps the weekday', async () => {
    const ranges: VisibleRange[] = [];
    const days: string[] = [];
    const schedule = await renderSchedule({
      date: WEDNESDAY,
      onRangeChange: (range) => ranges.push(range),
      onDayChange: (day) => days.push(day),
    });
    const press = (name: RegExp) => userEvent.click(within(schedule).getByRole('button', { name }));
    await switchTo(schedule, 'month');
    await press(/^Next/);
    expect(days.at(-1)).toBe('2026-12-18');
    await press(/^Previous/);
    await switchTo(schedule, 'day');
    expect(ranges.at(-1)).toEqual({ view: 'timeGridDay', from: WEDNESDAY, to: WEDNESDAY });
    await switchTo(schedule, 'week');
    await press(/^Next/);
    await switchTo(schedule, 'day');
    expect(ranges.at(-1)).toEqual({ view: 'timeGridDay', from: '2026-11-25', to: '2026-11-25' });
    expect(days.at(-1)).toBe('2026-11-25');
  });

  it('the day view opens an hour before now (Lagos)', () => {
    expect(scrollTimeNear(new Date('2026-11-20T15:40:00Z'))).toBe('15:00:00');
    expect(scrollTimeNear(new Date('2026-11-19T23:30:00Z'))).toBe('00:00:00');
  });
});
