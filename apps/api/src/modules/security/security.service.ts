import { placeOf } from '@app/shared';
import type { Clock } from '../../adapters/clock.ts';
import type { Executor } from '../../db/database.ts';
import type { AuditRepository } from './audit.repository.ts';
import type { AuditEntry } from './index.ts';

/** The vendor's log shows her latest events; the operator's command reads further (AUDIT_OPERATOR_LIMIT). */
const VENDOR_LIMIT = 100;
export const AUDIT_OPERATOR_LIMIT = 1000;

/** Issue 37: the append-only security log (written by the modules whose events it tells of). */
export function securityService(deps: { audit: AuditRepository; clock: Clock }) {
  const { audit, clock } = deps;
  return {
    async record(ex: Executor, entry: AuditEntry) {
      await audit.insertEvent(ex, {
        user_id: entry.userId,
        kind: entry.kind,
        detail: entry.detail.slice(0, 300),
        ip: entry.ip?.slice(0, 64) ?? null,
        created_at: clock.now().toISOString(),
      });
    },

    /** The vendor's own log: the place is coarse, never her whole address. */
    async events(userId: number) {
      const rows = await audit.eventsOf(userId, VENDOR_LIMIT);
      return {
        events: rows.map(({ ip, ...row }) => ({ ...row, place: placeOf(ip) })),
      };
    },

    /** The operator's read (npm run admin -- audit): whole addresses, as kept. */
    eventsForOperator: (userId: number) => audit.eventsOf(userId, AUDIT_OPERATOR_LIMIT),
  };
}

export type SecurityService = ReturnType<typeof securityService>;
