import { formatDetails, formatTime, lagosDay, lastUpdated } from '@app/shared';
import { Text } from '@mantine/core';
import { useOnline } from '../lib/useOnline.ts';

/**
 * Issue 16: while offline, when the data shown was last loaded from the server (`at`, ms); the
 * time alone when that was today. Nothing while online, or for data never loaded.
 */
export function LastUpdated({ at }: { at: number }) {
  const online = useOnline();
  if (online || at === 0) return null;
  const when = lagosDay(at) === lagosDay(Date.now()) ? formatTime(at) : formatDetails(at);
  return (
    <Text fz="xs" c="dimmed" role="status">
      {lastUpdated(when)}
    </Text>
  );
}
