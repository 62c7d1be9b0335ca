import { SECURITY } from '@app/shared';
import { useEffect, useState } from 'react';

const WAIT_SECONDS = Math.round(SECURITY.codeResendMs / 1000);

/** Seconds until another code may be sent (one send per 60 s); `restart` after each send. */
export function useResendCountdown(startLocked: boolean) {
  const [left, setLeft] = useState(startLocked ? WAIT_SECONDS : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(WAIT_SECONDS) };
}
