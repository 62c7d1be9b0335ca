import { type RefObject, useEffect, useState } from 'react';

/** Frames in a row without a change inside the element before it counts as laid out. */
const QUIET_FRAMES = 3;
/** Never wait longer than this: a calendar that keeps changing is shown anyway. */
const MAX_WAIT_MS = 1500;

/**
 * False until the element's content has stopped changing. FullCalendar lays itself out twice: it
 * paints once, measures its labels and rows, then re-renders at the measured sizes and scrolls the
 * time grid. Kept hidden (`visibility: hidden` moves are no layout shift) behind a placeholder of
 * the same size until then, the calendar appears once, in place.
 */
export function useSettledLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || settled) return;
    let quiet = 0;
    let frame = 0;
    const changed = () => {
      quiet = 0;
    };
    const observer = new MutationObserver(changed);
    observer.observe(el, { subtree: true, childList: true, attributes: true, characterData: true });
    el.addEventListener('scroll', changed, true);
    const started = performance.now();
    const tick = () => {
      quiet += 1;
      if (quiet >= QUIET_FRAMES || performance.now() - started > MAX_WAIT_MS) {
        setSettled(true);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      el.removeEventListener('scroll', changed, true);
    };
  }, [ref, settled]);
  return settled;
}
