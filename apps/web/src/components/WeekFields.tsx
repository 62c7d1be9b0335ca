import { DAY_NAMES } from '@app/shared';
import { ActionIcon, Badge, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { newBreakKey, type WeekRow } from '../lib/week.ts';

export { toWeek, toWeekRows, type WeekRow } from '../lib/week.ts';

/**
 * The shared schema's messages on the form's rows: it numbers the open days only ('days.1.close_time'),
 * the form every weekday ('rows.2.close_time', 0 = Monday).
 */
export const weekErrors = (errors: FormErrors, rows: WeekRow[]): FormErrors => {
  const open = rows.filter((r) => r.open);
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path.replace(/^days\.(\d+)/, (_, i: string) => `rows.${open[Number(i)]?.day}`),
      message,
    ]),
  );
};

/** Where a field's message comes in a row: the order the schema checks a day in. */
const fieldOrder = (path: string) => {
  const [field, index] = path.split('.');
  if (field === 'breaks') return 3 + Number(index);
  return ['day', 'open_time', 'close_time'].indexOf(field ?? '');
};

/** A weekday's message: the first of its fields' errors. */
function rowError(errors: FormErrors, day: number): ReactNode {
  const prefix = `rows.${day}.`;
  const [first] = Object.keys(errors)
    .filter((path) => path.startsWith(prefix))
    .sort((a, b) => fieldOrder(a.slice(prefix.length)) - fieldOrder(b.slice(prefix.length)));
  return first === undefined ? null : errors[first];
}

/**
 * A week's rows under `rows` of the form: a switch per weekday, its hours, and up to five breaks.
 * `closed` says what a day switched off means (the business closed, a member not working).
 */
export function WeekFields<V extends { rows: WeekRow[] }>({
  form,
  openLabel = 'Open',
  closedLabel = 'Closed',
  closed,
}: {
  form: UseFormReturnType<V>;
  openLabel?: string;
  closedLabel?: string;
  closed: (dayName: string) => string;
}) {
  const f = form as unknown as UseFormReturnType<{ rows: WeekRow[] }>;
  /** A time input of a row: the shared schema's message shows under the row, the input is marked. */
  const timeProps = (path: string) => {
    const { error, ...props } = f.getInputProps(path);
    return { ...props, error: Boolean(error) };
  };
  return (
    <Stack gap={0}>
      {f.values.rows.map((row) => {
        const name = DAY_NAMES[row.day] ?? '';
        const at = `rows.${row.day}`;
        const error = rowError(f.errors, row.day);
        return (
          <Group
            key={row.day}
            align="flex-start"
            wrap="nowrap"
            py="md"
            gap="lg"
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            data-day={name}
          >
            <Group w={200} gap="sm" wrap="nowrap" mt={8}>
              <Switch {...f.getInputProps(`${at}.open`, { type: 'checkbox' })} aria-label={`${name} open`} />
              <div>
                <Text fw={600}>{name}</Text>
                <Text fz="xs" c={row.open ? 'green.9' : 'dimmed'}>
                  {row.open ? openLabel : closedLabel}
                </Text>
              </div>
            </Group>
            {row.open ? (
              <Stack gap="xs" style={{ flex: 1 }}>
                <Group gap="sm" align="center">
                  <TextInput
                    type="time"
                    aria-label={`${name} opening time`}
                    {...timeProps(`${at}.open_time`)}
                    w={150}
                  />
                  <Text c="dimmed">to</Text>
                  <TextInput
                    type="time"
                    aria-label={`${name} closing time`}
                    {...timeProps(`${at}.close_time`)}
                    w={150}
                  />
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} />}
                    disabled={row.breaks.length >= 5}
                    onClick={() =>
                      f.insertListItem(`${at}.breaks`, {
                        start_time: '13:00',
                        end_time: '14:00',
                        key: newBreakKey(),
                      })
                    }
                    aria-label={`Add break on ${name}`}
                  >
                    Add break
                  </Button>
                </Group>
                {row.breaks.map((b, i) => (
                  <Group key={b.key} gap="sm" align="center" pl="md">
                    <Badge variant="light" color="gray" w={70}>
                      Break
                    </Badge>
                    <TextInput
                      type="time"
                      size="sm"
                      aria-label={`${name} break ${i + 1} start`}
                      {...timeProps(`${at}.breaks.${i}.start_time`)}
                      w={130}
                    />
                    <Text c="dimmed" fz="sm">
                      to
                    </Text>
                    <TextInput
                      type="time"
                      size="sm"
                      aria-label={`${name} break ${i + 1} end`}
                      {...timeProps(`${at}.breaks.${i}.end_time`)}
                      w={130}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${name} break ${i + 1}`}
                      onClick={() => f.removeListItem(`${at}.breaks`, i)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {error && (
                  <Text c="red" fz="sm" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text c="dimmed" mt={8}>
                {closed(name)}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
