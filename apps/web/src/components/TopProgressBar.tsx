import { TIMINGS } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import classes from './TopProgressBar.module.css';

const { progressMaxPercent: MAX, progressRampTargetMs: RAMP, progressTickMs: TICK, progressJitter } = TIMINGS;

/** Eases toward MAX: about 95 % of the way there by the ramp target, never beyond it. */
const percentAt = (elapsedMs: number) => MAX * (1 - Math.exp((-3 * elapsedMs) / RAMP));

/** A tick of about TICK ms, randomised by ±half the jitter so the bar does not move mechanically. */
const nextTick = () => TICK * (1 + (Math.random() - 0.5) * progressJitter);

/** SPEC §2 root progress bar: creeps while `active`, then jumps to 100 % and hides. */
export function TopProgressBar({ active }: { active: boolean }) {
  const [percent, setPercent] = useState(0);
  const [visible, setVisible] = useState(false);
  const wasActive = useRef(false);

  useEffect(() => {
    if (active) {
      wasActive.current = true;
      const started = Date.now();
      setPercent(0);
      setVisible(true);
      let timer: number;
      const tick = () => {
        setPercent(percentAt(Date.now() - started));
        timer = window.setTimeout(tick, nextTick());
      };
      timer = window.setTimeout(tick, nextTick());
      return () => window.clearTimeout(timer);
    }
    if (!wasActive.current) return;
    wasActive.current = false;
    setPercent(100);
    const hide = window.setTimeout(() => setVisible(false), TIMINGS.progressHideMs);
    return () => window.clearTimeout(hide);
  }, [active]);

  return (
    <div
      className={classes.track}
      data-visible={visible || undefined}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-hidden={!visible}
    >
      <div className={classes.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
