import { formatDay, formatDetails, lagosDay, WAITLIST, type WaitlistEntry } from '@app/shared';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useServices } from '../../../api/catalogue.ts';
import {
  useAddToWaitlist,
  useRemoveFromWaitlist,
  useSaveHoldMinutes,
  useWaitlist,
} from '../../../api/waitlist.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

const OFFER_COLOURS = { offered: 'violet', taken: 'green', declined: 'gray', expired: 'orange' } as const;
const OFFER_WORDS = {
  offered: 'Held now',
  taken: 'Booked',
  declined: 'Declined',
  expired: 'No answer',
} as const;
const ENTRY_COLOURS = { waiting: 'blue', booked: 'green', removed: 'gray' } as const;

/** The days an entry waits for: one day, or a range. */
const daysOf = (e: WaitlistEntry) =>
  e.from_date === e.to_date ? formatDay(e.from_date) : `${formatDay(e.from_date)} → ${formatDay(e.to_date)}`;

/** Who was offered what and when: each offer of an entry, newest first. */
function Offers({ entry }: { entry: WaitlistEntry }) {
  if (!entry.offers.length)
    return (
      <Text fz="sm" c="dimmed">
        Not offered a slot yet
      </Text>
    );
  return (
    <Stack gap={4}>
      {entry.offers.map((o) => (
        <Group key={o.id} gap="xs" wrap="nowrap" data-offer={o.status}>
          <Badge color={OFFER_COLOURS[o.status]} variant="light" w={92}>
            {OFFER_WORDS[o.status]}
          </Badge>
          <Text fz="sm">
            {formatDetails(o.starts_at)}
            <Text span c="dimmed" fz="xs">
              {' '}
              · offered {formatDetails(o.offered_at)}
              {o.status === 'offered' ? `, held until ${formatDetails(o.expires_at)}` : ''}
            </Text>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Puts a client on the waitlist by hand (a call, a walk-in who could not be fitted in). */
function AddForm() {
  const services = useServices();
  const add = useAddToWaitlist();
  const today = lagosDay(new Date());
  const [form, setForm] = useState({ service: '', from: today, to: today, name: '', phone: '' });
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            service_id: Number(form.service),
            from_date: form.from,
            to_date: form.to,
            name: form.name,
            phone: form.phone,
          },
          {
            onSuccess: (answer) => {
              alert('positive', answer.message);
              setForm((f) => ({ ...f, name: '', phone: '' }));
            },
            onError: (error) => reportError(error),
          },
        );
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label="Service"
          required
          data={[
            { value: '', label: 'Choose a service', disabled: true },
            ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={form.service}
          onChange={(e) => set('service')(e.currentTarget.value)}
        />
        <TextInput
          label="From"
          type="date"
          required
          min={today}
          value={form.from}
          onChange={(e) => set('from')(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          required
          min={form.from}
          value={form.to}
          onChange={(e) => set('to')(e.currentTarget.value)}
        />
        <TextInput
          label="Client name"
          required
          value={form.name}
          onChange={(e) => set('name')(e.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          required
          value={form.phone}
          onChange={(e) => set('phone')(e.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={add.isPending}>
          Add to waitlist
        </Button>
      </Group>
    </form>
  );
}

/** How long an offer holds its slot before the next person is asked. */
function HoldSetting({ minutes }: { minutes: number }) {
  const save = useSaveHoldMinutes();
  const [value, setValue] = useState<number | string>(minutes);
  return (
    <Group align="flex-end" gap="xs">
      <NumberInput
        label="Hold each offer for (minutes)"
        min={WAITLIST.minHoldMinutes}
        max={WAITLIST.maxHoldMinutes}
        value={value}
        onChange={setValue}
        w={200}
      />
      <Button
        variant="default"
        loading={save.isPending}
        disabled={Number(value) === minutes}
        onClick={() =>
          save.mutate(Number(value), {
            onSuccess: (answer) => alert('positive', answer.message),
            onError: (error) => reportError(error),
          })
        }
      >
        Save
      </Button>
    </Group>
  );
}

/**
 * Issue 36: the waitlist. Clients join from the shop page or are added here; a freed slot is
 * offered to them in this order, one at a time, each holding it for the shop's minutes.
 */
export default function WaitlistPage() {
  const waitlist = useWaitlist();
  const remove = useRemoveFromWaitlist();
  const data = waitlist.data;
  return (
    <Stack>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        <Group justify="space-between" align="flex-end" mb="md">
          <div>
            <Title order={3} fz="lg">
              Add a client
            </Title>
            <Text fz="sm" c="dimmed">
              When a slot frees up, the first waiting for that service and day gets a text with a link that
              holds it.
            </Text>
          </div>
          {data ? <HoldSetting key={data.hold_minutes} minutes={data.hold_minutes} /> : null}
        </Group>
        <AddForm />
      </Paper>
      <Paper withBorder radius="lg" p="lg" shadow="xs">
        {!data ? (
          <Skeleton h={240} radius="md" />
        ) : data.entries.length === 0 ? (
          <EmptyState
            icon={<IconHourglass size={28} />}
            title="Nobody is waiting"
            text="Clients can join from your booking page when no time suits them."
          />
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Days</Table.Th>
                  <Table.Th>Offers</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((e, index) => (
                  <Table.Tr key={e.id} data-entry={e.client_name}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {e.client_name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {e.client_phone} · {e.added_by === 'client' ? 'joined online' : 'added by you'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{e.service_name}</Table.Td>
                    <Table.Td>
                      <Text fz="sm">{daysOf(e)}</Text>
                      <Badge color={ENTRY_COLOURS[e.status]} variant="light" size="sm">
                        {e.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Offers entry={e} />
                    </Table.Td>
                    <Table.Td>
                      {e.status === 'waiting' ? (
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          loading={remove.isPending && remove.variables === e.id}
                          onClick={() =>
                            remove.mutate(e.id, {
                              onSuccess: (answer) => alert('positive', answer.message),
                              onError: (error) => reportError(error),
                            })
                          }
                        >
                          Remove
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
