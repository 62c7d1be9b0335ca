/**
 * Whose calendar the schedule shows: everyone's, one team member's, or the vendor's own bookings
 * (those with no member). Blocked time for the whole business shows in every view.
 */
export type StaffView = 'all' | 'own' | `${number}`;

const memberOf = (view: StaffView) => (view === 'all' ? undefined : view === 'own' ? null : Number(view));

export function shownFor<T extends { staff: { id: number } | null }>(
  bookings: readonly T[],
  view: StaffView,
): T[] {
  const member = memberOf(view);
  return member === undefined ? [...bookings] : bookings.filter((b) => (b.staff?.id ?? null) === member);
}

export function blockedFor<T extends { staff_id: number | null }>(
  blocked: readonly T[] | undefined,
  view: StaffView,
) {
  const member = memberOf(view);
  return member === undefined
    ? blocked
    : blocked?.filter((b) => b.staff_id === null || b.staff_id === member);
}
