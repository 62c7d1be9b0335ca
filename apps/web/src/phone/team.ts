import { type StaffMember, staffApi } from '@app/shared';
import { useEffect, useState } from 'react';
import { call } from '../lib/api.ts';

/** The vendor's team, asked for once per page (the Today filter and the Add tab share it). */
let asked: Promise<StaffMember[]> | null = null;

export function useTeam(): StaffMember[] {
  const [team, setTeam] = useState<StaffMember[]>([]);
  useEffect(() => {
    asked ??= call(staffApi.list, {}).then(
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
