import type { StaffMember } from '@app/shared';
import { useEffect, useState } from 'react';

/** The vendor's team, asked for once per page (the Today filter and the Add tab share it). */
let asked: Promise<StaffMember[]> | null = null;

export function useTeam(): StaffMember[] {
  const [team, setTeam] = useState<StaffMember[]>([]);
  useEffect(() => {
    // The endpoint (with its zod schema) loads with the call, off the first download (deferredCalls.ts).
    asked ??= import('../lib/deferredCalls.ts')
      .then((calls) => calls.requestTeam())
      .then(
        (answer) => answer.staff,
        () => {
          asked = null; // asked again next time: a team that failed to load is not an empty team
          return [];
        },
      );
    let live = true;
    void asked.then((members) => live && setTeam(members.filter((m) => m.active)));
    return () => {
      live = false;
    };
  }, []);
  return team;
}

/** Forgets the team (a test starts afresh, as a page load does). */
export const forgetTeam = () => {
  asked = null;
};
