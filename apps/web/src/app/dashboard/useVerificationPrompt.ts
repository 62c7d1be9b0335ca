import { useEffect, useRef, useState } from 'react';
import type { VerificationKind } from '../../api/verification.ts';
import { useSession } from '../../lib/session.ts';

/**
 * SPEC §2: on opening the dashboard an unverified e-mail opens the (persistent) e-mail
 * verification dialog; otherwise an unverified phone opens the phone dialog. Decided once per visit;
 * once the e-mail is verified, a still unverified phone is offered next.
 */
export function useVerificationPrompt() {
  const { details } = useSession();
  const decided = useRef(false);
  const [open, setOpen] = useState<VerificationKind | null>(null);

  useEffect(() => {
    if (decided.current || !details) return;
    decided.current = true;
    if (!details.email_verify_checker) setOpen('email');
    else if (!details.phone_verify_checker) setOpen('phone');
  }, [details]);

  const verified = (kind: VerificationKind) => {
    if (kind === 'email' && details && !details.phone_verify_checker) setOpen('phone');
    else setOpen(null);
  };

  return { open, close: () => setOpen(null), verified };
}
