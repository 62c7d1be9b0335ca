/** The minimum notices a vendor chooses from (minutes), the dashboard's booking rules and the phone app's. */
const NOTICE: { value: number; label: string }[] = [
  { value: 0, label: 'No notice needed' },
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 120, label: '2 hours' },
  { value: 180, label: '3 hours' },
  { value: 360, label: '6 hours' },
  { value: 720, label: '12 hours' },
  { value: 1440, label: '1 day' },
  { value: 2880, label: '2 days' },
  { value: 4320, label: '3 days' },
  { value: 10080, label: '1 week' },
];

/** The notices offered; one saved earlier that is not among them is offered too, in its place. */
export const noticeOptions = (current: number) =>
  NOTICE.some((n) => n.value === current)
    ? NOTICE
    : [...NOTICE, { value: current, label: `${current} minutes` }].sort((a, b) => a.value - b.value);
