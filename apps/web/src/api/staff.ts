import { type StaffBody, type StaffMember, staffApi } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';

export type { StaffMember };

/** The team; bookings name their member, so a change to the team reloads the booking lists too. */
export const staffKeys = { all: ['staff'] as const };
const BOOKING_LISTS = ['bookings'] as const;

/** GET vendor/staff: every member, active or not, by name. */
export const useStaff = () =>
  useQuery({
    queryKey: staffKeys.all,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await call(staffApi.list, {}, { signal })).staff,
  });

function useTeamChange<A>(change: (args: A) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: staffKeys.all }),
        client.invalidateQueries({ queryKey: BOOKING_LISTS }),
      ]);
    },
  });
}

/** Adds (id null) or saves a member, whole. */
export const useSaveStaff = () =>
  useTeamChange(({ id, body }: { id: number | null; body: StaffBody }) =>
    id === null ? call(staffApi.create, { body }) : call(staffApi.update, { params: { id }, body }),
  );

export const useRemoveStaff = () => useTeamChange((id: number) => call(staffApi.remove, { params: { id } }));

/** Upload (a data URL) or remove a member's photo; says so with the server's message. */
export function useStaffPhoto(id: number) {
  const change = useTeamChange((image: string | null) =>
    image === null
      ? call(staffApi.removePhoto, { params: { id } })
      : call(staffApi.setPhoto, { params: { id }, body: { image } }),
  );
  return {
    ...change,
    send: (image: string | null) =>
      change.mutate(image, {
        onSuccess: (answer) => alert('positive', answer.message),
        onError: (error) => reportError(error),
      }),
  };
}
