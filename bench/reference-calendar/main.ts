/**
 * The bench's reference calendar (issue 34): FullCalendar's day view and nothing else, from the
 * dashboard's own FullCalendar packages (React, the time grid, the Monarch theme and its styles
 * the dashboard loads), showing one day's bookings that `bench/lighthouse.ts` wrote beside the
 * build as bookings.json. Its main-thread work is what the dashboard's calendar is compared with.
 * Written without JSX so Vite builds it with no plugin and no config file.
 */
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/monarch/theme.css';
import '@fullcalendar/react/themes/monarch/palettes/purple.css';
import FullCalendar, { type EventInput } from '@fullcalendar/react';
import monarchThemePlugin from '@fullcalendar/react/themes/monarch';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

type Day = { date: string; timeZone: string; events: EventInput[] };

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
// Fetched like the dashboard's bookings, not built in: the page's work includes reading them.
void fetch('./bookings.json')
  .then((response) => response.json() as Promise<Day>)
  .then(({ date, timeZone, events }) =>
    createRoot(root).render(
      createElement(FullCalendar, {
        plugins: [timeGridPlugin, monarchThemePlugin],
        initialView: 'timeGridDay',
        initialDate: date,
        timeZone,
        height: '100%',
        events,
      }),
    ),
  );
