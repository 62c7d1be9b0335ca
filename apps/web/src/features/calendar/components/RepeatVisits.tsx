import {
  formatTime,
  fromLagos,
  lagos,
  SERIES_LIMITS,
  SERIES_MESSAGES,
  type SeriesPreviewResponse,
  type SeriesRepeat,
} from '@app/shared';
import {
  Badge,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';

export type RepeatValues = {
  on: boolean;
  every: number;
  ends: 'count' | 'until';
  count: number;
  until: string;
};
/** A touch-up every 4 weeks is the usual series (issue 36). */
export const NO_REPEAT: RepeatValues = { on: false, every: 4, ends: 'count', count: 6, until: '' };

/** The repeat the shared rule `seriesDates` reads. */
export const repeatOf = (v: RepeatValues): SeriesRepeat =>
  v.ends === 'count' ? { everyWeeks: v.every, count: v.count } : { everyWeeks: v.every, until: v.until };

/** The Add booking dialog's series part: every N weeks, M visits or until a date. */
export function RepeatFields({
  value,
  onChange,
}: {
  value: RepeatValues;
  onChange: (value: RepeatValues) => void;
}) {
  const set = (change: Partial<RepeatValues>) => onChange({ ...value, ...change });
  return (
    <Stack gap="xs">
      <Switch
        label="Repeat this visit"
        checked={value.on}
        onChange={(e) => set({ on: e.currentTarget.checked })}
      />
      {value.on && (
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <NumberInput
            label="Every"
            suffix={value.every === 1 ? ' week' : ' weeks'}
            min={1}
            max={SERIES_LIMITS.maxEveryWeeks}
            value={value.every}
            onChange={(n) => set({ every: Number(n) || 1 })}
            w={120}
          />
          <SegmentedControl
            aria-label="Ends"
            value={value.ends}
            onChange={(ends) => set({ ends: ends as RepeatValues['ends'] })}
            data={[
              { value: 'count', label: 'After' },
              { value: 'until', label: 'On date' },
            ]}
          />
          {value.ends === 'count' ? (
            <NumberInput
              label="Visits"
              min={2}
              max={SERIES_LIMITS.maxVisits}
              value={value.count}
              onChange={(n) => set({ count: Number(n) || 2 })}
              w={90}
            />
          ) : (
            <TextInput
              type="date"
              label="Last date"
              value={value.until}
              onChange={(e) => set({ until: e.currentTarget.value })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}

export type PlannedVisit = SeriesPreviewResponse['visits'][number] & {
  /** The vendor picked another time since the check: not judged yet. */
  changed?: boolean;
};

/**
 * Each visit as the server judged it, before saving: free, or why not. A refused visit can take
 * another time, checked again before it is booked.
 */
export function SeriesVisits({
  visits,
  onTime,
}: {
  visits: readonly PlannedVisit[];
  onTime: (index: number, time: string) => void;
}) {
  return (
    <Table aria-label="Visits of the series" verticalSpacing={4} withRowBorders>
      <Table.Tbody>
        {visits.map((v, i) => (
          <Table.Tr key={v.date}>
            <Table.Td>
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {lagos(fromLagos(v.date, v.time)).format('ddd, DD MMM YYYY')}
              </Text>
            </Table.Td>
            <Table.Td w={120}>
              {v.problem === null && !v.changed ? (
                <Text fz="sm">{formatTime(fromLagos(v.date, v.time))}</Text>
              ) : (
                <TextInput
                  type="time"
                  size="xs"
                  step={300}
                  aria-label={`Time on ${v.date}`}
                  value={v.time}
                  onChange={(e) => onTime(i, e.currentTarget.value)}
                />
              )}
            </Table.Td>
            <Table.Td>
              {v.changed ? (
                <Badge color="gray" variant="light">
                  Check again
                </Badge>
              ) : v.problem === null ? (
                <Badge color="green" variant="light">
                  {SERIES_MESSAGES.free}
                </Badge>
              ) : (
                <Text fz="xs" c="red.8">
                  {v.problem}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
