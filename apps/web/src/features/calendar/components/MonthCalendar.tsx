import { addDays, daysBetween, lagosDay } from '@app/shared';
import { Paper } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { DayRange } from '../../../api/bookings/bookings.ts';
import { firstOfMonth, monthGrid } from '../visibleRange.ts';
import classes from './MonthCalendar.module.css';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// Calendar days ('YYYY-MM-DD') named at midday UTC: the date itself, whatever the zone.
const titleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const monthOf = (day: string) => day.slice(0, 7);
const shiftMonth = (month: string, by: number) => monthOf(firstOfMonth(`${month}-01`, by));

/** The keys that move the focused day (the ARIA date grid's): by a day, a week, or a month. */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => `${shiftMonth(monthOf(day), -1)}-${day.slice(8)}`,
  PageDown: (day) => `${shiftMonth(monthOf(day), 1)}-${day.slice(8)}`,
};
/** A day of another month's length kept in range: 31 March, a month on, is 30 April. */
const realDay = (day: string) => {
  const last = addDays(firstOfMonth(day, 1), -1);
  return day > last ? last : day;
};

/**
 * SPEC §2 left column: a month calendar with previous and next buttons and the title, the week
 * from Monday, narrow weekday headers, the grid 1.85 times as wide as it is high. A day is a
 * button ('Go to November 20, 2026'); pressing it moves the schedule to it (`onPick`, 'YYYY-MM-DD').
 * One day is in the tab order and the arrow keys (a week: up and down; a month: Page Up and Down)
 * move through the days, the month following. The month follows the schedule's day (`selected`);
 * `onRangeChange` hears the days the grid shows, whose busy days (a dot) the page then loads.
 * Plain elements styled by a module: drawn in a few milliseconds where a second FullCalendar took
 * a cheap phone's main thread for a tenth of a second (issue 34).
 */
export function MonthCalendar({
  selected,
  busyDays,
  onPick,
  onRangeChange,
}: {
  selected: string;
  busyDays: ReadonlySet<string>;
  onPick: (day: string) => void;
  onRangeChange?: (range: DayRange) => void;
}) {
  const [month, setMonth] = useState(() => monthOf(selected));
  // The day the arrow keys moved to, focused once its month is drawn.
  const [focused, setFocused] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => setMonth(monthOf(selected)), [selected]);
  const range = useMemo(() => monthGrid(`${month}-01`), [month]);
  useEffect(() => onRangeChange?.(range), [range, onRangeChange]);
  useEffect(() => {
    if (focused) grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"] button`)?.focus();
  }, [focused]);

  const today = lagosDay(new Date());
  const days = Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) =>
    addDays(range.from, i),
  );
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const inMonth = (day: string) => monthOf(day) === month;
  const tabStop = focused && inMonth(focused) ? focused : inMonth(selected) ? selected : `${month}-01`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-date]')?.dataset.date;
    if (!move || !from) return;
    event.preventDefault();
    const next = realDay(move(from));
    setMonth(monthOf(next));
    setFocused(next);
  };
  const page = (by: number) => {
    setFocused(null);
    setMonth((shown) => shiftMonth(shown, by));
  };

  const title = titleFormat.format(atNoon(`${month}-01`));
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="section"
      className={classes.month}
      aria-label="Month calendar"
    >
      <div className={classes.header}>
        <button type="button" className={classes.page} aria-label="Previous month" onClick={() => page(-1)}>
          <IconChevronLeft size={20} aria-hidden />
        </button>
        <h2 className={classes.title} aria-live="polite">
          {title}
        </h2>
        <button type="button" className={classes.page} aria-label="Next month" onClick={() => page(1)}>
          <IconChevronRight size={20} aria-hidden />
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a date grid (ARIA's pattern), not a data table. */}
      <div
        ref={grid}
        role="grid"
        aria-label={title}
        className={classes.grid}
        style={{ gridTemplateRows: `auto repeat(${weeks.length}, 1fr)` }}
        onKeyDown={onKeyDown}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a row of the date grid. */}
        {/* biome-ignore lint/a11y/useFocusableInteractive: the row holds the focusable days. */}
        <div role="row" className={classes.row}>
          {WEEKDAYS.map((name) => (
            // biome-ignore lint/a11y/useSemanticElements: a column header of the date grid.
            // biome-ignore lint/a11y/useFocusableInteractive: a header is not focusable.
            <div key={name} role="columnheader" aria-label={name} className={classes.weekday}>
              {name[0]}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          // biome-ignore lint/a11y/useSemanticElements: a row of the date grid.
          // biome-ignore lint/a11y/useFocusableInteractive: the row holds the focusable days.
          <div key={week[0]} role="row" className={classes.row}>
            {week.map((day) => (
              // biome-ignore lint/a11y/useSemanticElements: a cell of the date grid.
              // biome-ignore lint/a11y/useFocusableInteractive: the cell's button is focusable.
              <div
                key={day}
                role="gridcell"
                data-date={day}
                aria-selected={day === selected}
                className={classes.cell}
                data-other-month={!inMonth(day) || undefined}
                data-busy={busyDays.has(day) || undefined}
              >
                <button
                  type="button"
                  className={`mantine-focus-auto ${classes.day}`}
                  tabIndex={day === tabStop ? 0 : -1}
                  aria-label={`Go to ${dayFormat.format(atNoon(day))}${busyDays.has(day) ? ', has bookings' : ''}`}
                  aria-current={day === today ? 'date' : undefined}
                  onClick={() => onPick(day)}
                >
                  {Number(day.slice(8))}
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
    </Paper>
  );
}
