import { Button } from '@mantine/core';
import { useState } from 'react';
import { useResendCountdown } from '../../../lib/useResendCountdown.ts';

/** 'Resend code', locked for 60 s after each send (the first send happened on the previous step). */
export function ResendCode({ onResend }: { onResend: () => Promise<boolean> }) {
  const { left, restart } = useResendCountdown(true);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    const sent = await onResend();
    setSending(false);
    if (sent) restart();
  };

  return (
    <Button variant="subtle" onClick={resend} disabled={left > 0} loading={sending}>
      {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
    </Button>
  );
}
