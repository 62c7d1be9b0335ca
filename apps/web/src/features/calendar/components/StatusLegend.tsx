import { EVENT_LEGEND, eventLook, scheduleColours } from '../../../lib/statusColours.ts';
import classes from './Calendar.module.css';

/** The class that draws a status's look on the schedule and in the legend (issue 36). */
export const lookClass = (status: string) => classes[`look-${eventLook(status)}`] ?? '';

/** What the schedule's colours and patterns mean, below it (issue 36). */
export function StatusLegend() {
  return (
    <ul className={classes.legend} aria-label="Legend">
      {EVENT_LEGEND.map(({ label, status }) => {
        const colours = scheduleColours(status);
        return (
          <li key={status}>
            <span
              className={`${classes.legendSwatch} ${lookClass(status)}`}
              style={{ backgroundColor: colours.background }}
              aria-hidden="true"
            />
            {label}
          </li>
        );
      })}
    </ul>
  );
}
