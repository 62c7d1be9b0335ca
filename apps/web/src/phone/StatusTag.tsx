import { DISPLAY_STATUS } from '@app/shared';
import type { ReactNode } from 'react';

/** A booking's status as SPEC names it, coloured by phone.css's `status-<status>`; `children` words it otherwise. */
export function StatusTag({ status, children }: { status: string; children?: ReactNode }) {
  return (
    <span className={`status status-${status.replace(/ /g, '-')}`}>
      {children ?? DISPLAY_STATUS[status as keyof typeof DISPLAY_STATUS] ?? status}
    </span>
  );
}
