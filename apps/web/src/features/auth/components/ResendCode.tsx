import { SECURITY } from '@app/shared';
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';

const WAIT_SECONDS = Math.round(SECURITY.codeResendMs / 1000);

/** 'Resend code', locked for 60 s after each send (the first send happened on the previous step). */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const [left, setLeft] = useState(WAIT_SECONDS);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const resend = async () => {
    setSending(true);
    const sent = await onResend();
    setSending(false);
    if (sent) setLeft(WAIT_SECONDS);
  };

  return (
    <Button variant="subtle" onClick={resend} disabled={left > 0} loading={sending}>
      {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
    </Button>
  );
}
