import { useEffect, useState } from 'react';
import { TIMINGS } from './screen.ts';

/** The current time, refreshed every `everyMs` while `active` (SPEC §9 clock refresh: 1 s). */
export function useNow(active = true, everyMs: number = TIMINGS.clockRefreshMs): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
