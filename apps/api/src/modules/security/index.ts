// The public face of security (issue 37): what other modules use of it, written out here (importing it loads nothing).
import type { AuditKind } from '@app/shared';
import type { Executor } from '../../db/database.ts';

/** One event of the vendor's security log; `detail` is shown to her, so it holds nothing secret. */
export interface AuditEntry {
  userId: number;
  kind: AuditKind;
  detail: string;
  ip?: string | null;
}

/** Writes to the append-only audit log, in the caller's transaction (security.service.ts's `record`). */
export interface AuditLog {
  record(ex: Executor, entry: AuditEntry): Promise<void>;
}
