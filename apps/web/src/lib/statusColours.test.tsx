import { BOOKING_STATUSES, fromLagos } from '@app/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusLabel } from '../components/StatusBadge.tsx';
import { ScheduleCalendar } from '../features/calendar/components/ScheduleCalendar.tsx';
import { bookingFixture } from '../test/fixtures.ts';
import { renderUi } from '../test/render.tsx';

// WCAG 2.x contrast, written out: https://www.w3.org/TR/WCAG21/#dfn-relative-luminance

/** '#rrggbb' as its red, green and blue values 0–255; anything else is not a colour we can check. */
function rgb(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (!match) throw new Error(`not a #rrggbb colour: '${colour}'`);
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/** Relative luminance: each sRGB channel linearised, then weighted 0.2126 R + 0.7152 G + 0.0722 B. */
function relativeLuminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter of the two. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/** Hue (0–360) and lightness (0–1) of a colour, to check it keeps SPEC §2's hue. */
function hueAndLightness(colour: string): { hue: number; lightness: number } {
  const [r, g, b] = rgb(colour).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { hue: 0, lightness };
  const hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (hue * 60 + 360) % 360, lightness };
}

describe('the formula', () => {
  it('gives the known ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The figures: white on the old amber and on the old green.
    expect(contrast('#ffffff', '#f59e0b')).toBeCloseTo(2.15, 2);
    expect(contrast('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
  });
});

/** Every status a badge can show: the booking statuses and the group summaries. */
const BADGE_STATUSES = [...BOOKING_STATUSES, 'review', 'mixed'];

describe('status badges meet WCAG AA text contrast', () => {
  it.each(BADGE_STATUSES)('%s', (status) => {
    const view = renderUi(<StatusBadge status={status} />);
    const badge = view.getByText(statusLabel(status)).closest<HTMLElement>('.mantine-Badge-root');
    const background = badge?.style.getPropertyValue('--badge-bg') ?? '';
    const text = badge?.style.getPropertyValue('--badge-color') ?? '';
    expect(contrast(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('schedule events meet WCAG AA text contrast in SPEC §2 hues', () => {
  /** SPEC §2 event colours: ongoing teal, completed green, cancelled red, awaiting review dark blue, else amber. */
  function specHue(status: string): (hue: number, lightness: number) => boolean {
    switch (status) {
      case 'ongoing':
        return (h) => h >= 160 && h <= 195;
      case 'completed':
        return (h) => h >= 90 && h < 160;
      case 'cancelled':
        return (h) => h >= 345 || h <= 15;
      case 'awaiting review':
        return (h, l) => h >= 210 && h <= 250 && l <= 0.35;
      default:
        return (h) => h >= 30 && h <= 50;
    }
  }
  // A no-show (our status) is drawn as a cancellation; rejected bookings are not drawn at all.
  const shown = BOOKING_STATUSES.filter((s) => s !== 'rejected' && s !== 'no show');

  it('colours every status it draws with readable text', async () => {
    const bookings = BOOKING_STATUSES.map((status, i) => {
      const hour = String(6 + i).padStart(2, '0');
      return bookingFixture({
        id: i + 1,
        status,
        title: `event ${status}`,
        start: fromLagos('2026-11-16', `${hour}:00`),
        end: fromLagos('2026-11-16', `${hour}:45`),
      });
    });
    const view = renderUi(<ScheduleCalendar bookings={bookings} date="2026-11-16" />);
    const schedule = view.getByRole('region', { name: 'Schedule', hidden: true });
    await waitFor(() => expect(schedule.querySelector('[data-settled]')).not.toBeNull());

    const colours = new Map<string, { background: string; text: string }>();
    for (const el of schedule.querySelectorAll<HTMLElement>('[style*="--fc-event-color"]')) {
      const status = /event (.+)$/.exec(el.textContent ?? '')?.[1];
      if (!status) continue; // closed-hours and break shading carry no text
      colours.set(status, {
        background: el.style.getPropertyValue('--fc-event-color'),
        text: el.style.getPropertyValue('--fc-event-contrast-color'),
      });
    }
    expect([...colours.keys()].sort()).toEqual([...shown, 'no show'].sort());
    for (const [status, { background, text }] of colours) {
      expect({ status, ratio: contrast(text, background) >= AA_TEXT }).toEqual({ status, ratio: true });
      const { hue, lightness } = hueAndLightness(background);
      const hueOf = status === 'no show' ? 'cancelled' : status;
      expect({ status, hue: specHue(hueOf)(hue, lightness) }).toEqual({ status, hue: true });
    }
    expect(colours.get('no show')).toEqual(colours.get('cancelled'));
  });
});
