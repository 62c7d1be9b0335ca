import { Tooltip, VisuallyHidden } from '@mantine/core';
import classes from './BarChart.module.css';

export type BarDatum = { key: string; label: string; value: number; hint?: string };

/**
 * A "nice" top for the axis: 1, 2 or 5 times a power of ten at or above the largest value; for
 * counts, a multiple of 4 so every quarter tick is a whole number. Tops of 1 and 5 are skipped:
 * their quarter ticks (0.25, 0.75, 1.25, 3.75) would show rounded (₦0.3, ₦0.8) on a one-decimal
 * axis, so an empty chart reads ₦0–₦4 and small values go up to ₦10.
 */
function niceMax(value: number, integer: boolean) {
  if (integer || value <= 4) return Math.max(4, Math.ceil(value / 4) * 4);
  if (value <= 10) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * A small accessible bar chart drawn with CSS: each bar has a tooltip, and screen readers get the
 * same numbers as a table.
 */
export function BarChart({
  data,
  format,
  height = 220,
  caption,
  integer = false,
}: {
  data: BarDatum[];
  format: (value: number) => string;
  height?: number;
  caption: string;
  /** Whole-number values (counts): ticks stay whole numbers. */
  integer?: boolean;
}) {
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)), integer);
  const ticks = [top, top * 0.75, top * 0.5, top * 0.25, 0];
  return (
    <figure style={{ margin: 0 }} aria-label={caption}>
      <div className={classes.chart} aria-hidden="true">
        <div className={classes.grid} style={{ height }}>
          {ticks.map((t) => (
            <div key={t} className={classes.gridLine}>
              <span className={classes.gridLabel}>{format(t)}</span>
            </div>
          ))}
        </div>
        {data.map((d) => (
          <div key={d.key} className={classes.column}>
            <div className={classes.track} style={{ height }}>
              <Tooltip label={`${d.hint ?? d.label}: ${format(d.value)}`} withArrow>
                <div
                  className={classes.bar}
                  data-empty={d.value <= 0 || undefined}
                  style={{ height: `${(Math.max(0, d.value) / top) * 100}%` }}
                />
              </Tooltip>
            </div>
            <span className={classes.label}>{d.label}</span>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.hint ?? d.label}</th>
                <td>{format(d.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
