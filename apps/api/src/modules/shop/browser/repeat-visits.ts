import { clockTime, SERIES_LIMITS, SERIES_MESSAGES, type SeriesRepeat } from '@app/shared';
import { html } from 'htm/preact';

/** Each visit of a series as the shop's rules judge it now: problem null when free. */
export type VisitVerdict = { date: string; time: string; problem: string | null };

const visitDay = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const numberOf = (event: Event) => Number((event.target as HTMLInputElement).value);

/**
 * 'Repeat this visit' on the booking steps (issue 36), when the shop takes repeat visits online:
 * every N weeks, M visits or until a date (the vendor's limits, SERIES_LIMITS), then each date with
 * Free or why not, as the shop's rules judge it. Any change asks for a new look at the dates.
 */
export function RepeatVisits({
  repeat,
  setRepeat,
  verdicts,
}: {
  repeat: SeriesRepeat | null;
  setRepeat: (repeat: SeriesRepeat | null) => void;
  verdicts: VisitVerdict[] | null;
}) {
  const weeks = Array.from({ length: SERIES_LIMITS.maxEveryWeeks }, (_, i) => i + 1);
  return html`<label class="opt"><input type="checkbox" name="repeat" checked=${repeat !== null} onChange=${(
    event: Event,
  ) =>
    setRepeat(
      (event.target as HTMLInputElement).checked ? { everyWeeks: 4, count: 4 } : null,
    )} /> Repeat this visit</label>
    ${
      repeat
        ? html`<fieldset class="repeat" style="border:0;padding:0;margin:0">
          <label>Every<select name="every" onChange=${(event: Event) => setRepeat({ ...repeat, everyWeeks: numberOf(event) })}>
            ${weeks.map((n) => html`<option value=${n} selected=${n === repeat.everyWeeks}>${n === 1 ? 'week' : `${n} weeks`}</option>`)}
          </select></label>
          <label class="opt"><input type="radio" name="ends" checked=${repeat.count != null} onChange=${() => setRepeat({ everyWeeks: repeat.everyWeeks, count: 4 })} /> A number of visits</label>
          ${
            repeat.count != null
              ? html`<label>Visits<input type="number" name="count" inputmode="numeric" min="2" max=${SERIES_LIMITS.maxVisits} value=${repeat.count} onInput=${(event: Event) => setRepeat({ ...repeat, count: numberOf(event) })} /></label>`
              : null
          }
          <label class="opt"><input type="radio" name="ends" checked=${repeat.count == null} onChange=${() => setRepeat({ everyWeeks: repeat.everyWeeks, until: '' })} /> Until a date</label>
          ${
            repeat.count == null
              ? html`<label>Last day<input type="date" name="until" value=${repeat.until ?? ''} onInput=${(event: Event) => setRepeat({ ...repeat, until: (event.target as HTMLInputElement).value })} /></label>`
              : null
          }
          <p class="m" style="margin-top:8px">At most ${SERIES_LIMITS.maxVisits} visits, within ${SERIES_LIMITS.maxMonths} months. Each visit is a booking of its own: you can cancel one or the rest later.</p>
        </fieldset>`
        : null
    }
    ${
      repeat && verdicts
        ? html`<ul class="series" aria-label="Your visits" style="list-style:none;padding:0;margin:12px 0 0">
          ${verdicts.map(
            (v) =>
              html`<li class=${`note ${v.problem ? 'er' : 'ok'}`} style="margin-top:6px;padding:8px 12px" data-date=${v.date}>
                <b>${visitDay.format(new Date(`${v.date}T00:00:00Z`))} · ${clockTime(v.time)}</b> — ${v.problem ?? SERIES_MESSAGES.free}
              </li>`,
          )}
        </ul>`
        : null
    }`;
}
