import { type CalendarFeed, formatDetails } from '@app/shared';
import {
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarShare, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useCalendarFeeds, useResetCalendarFeed } from '../../../api/calendarFeed.ts';
import { alert } from '../../../lib/alert.ts';
import { reportError } from '../../../lib/api.ts';

type Made = { url: string; webcal_url: string };

/**
 * Issue 36: a secret calendar link for the shop and for each team member, which a phone's calendar
 * subscribes to. Only its hash is kept on the server, so a link shows right after it is made;
 * Reset makes a new one and the old one stops working (a lost phone, a member who left).
 */
export function CalendarFeeds() {
  const feeds = useCalendarFeeds();
  const reset = useResetCalendarFeed();
  const [made, setMade] = useState<Record<string, Made>>({});
  const keyOf = (feed: CalendarFeed) => String(feed.staff_id ?? 'shop');

  const makeLink = async (feed: CalendarFeed) => {
    try {
      const answer = await reset.mutateAsync(feed.staff_id);
      setMade((links) => ({ ...links, [keyOf(feed)]: answer }));
      alert('positive', answer.message);
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" mt="lg" component="section" aria-labelledby="calendar-feeds-title">
      <Group gap="xs" mb={4}>
        <IconCalendarShare size={20} />
        <Title order={3} fz="md" id="calendar-feeds-title">
          Phone calendar links
        </Title>
      </Group>
      <Text fz="sm" c="dimmed" mb="md">
        Subscribe in your phone's calendar (or a stylist's) to see the bookings there, with the client's first
        name only. Keep a link private: anyone with it sees those bookings. For your safety a link shows only
        when made; Reset makes a new one and the old one stops working.
      </Text>
      {!feeds.data ? (
        <Skeleton h={80} />
      ) : (
        <Stack gap="md">
          {feeds.data.map((feed) => {
            const link = made[keyOf(feed)];
            return (
              <div key={keyOf(feed)} data-feed={feed.name}>
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>{feed.staff_id === null ? `${feed.name} (whole shop)` : feed.name}</Text>
                    <Text fz="xs" c="dimmed">
                      {feed.created_at ? `Link made ${formatDetails(feed.created_at)}` : 'No link yet'}
                    </Text>
                  </div>
                  <Button
                    variant={feed.active ? 'default' : 'filled'}
                    size="compact-sm"
                    leftSection={feed.active ? <IconRefresh size={14} /> : undefined}
                    loading={reset.isPending && reset.variables === feed.staff_id}
                    onClick={() => void makeLink(feed)}
                    aria-label={`${feed.active ? 'Reset link' : 'Get link'} for ${feed.name}`}
                  >
                    {feed.active ? 'Reset link' : 'Get link'}
                  </Button>
                </Group>
                {link && (
                  <Group gap="xs" mt="xs" wrap="nowrap" align="flex-end">
                    <TextInput
                      readOnly
                      flex={1}
                      label={`Calendar link for ${feed.name}`}
                      value={link.url}
                      onFocus={(event) => event.currentTarget.select()}
                    />
                    <CopyButton value={link.url}>
                      {({ copied, copy }) => (
                        <Button
                          variant="light"
                          onClick={copy}
                          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                        >
                          {copied ? 'Copied' : 'Copy'}
                        </Button>
                      )}
                    </CopyButton>
                    <Anchor href={link.webcal_url} fz="sm" pb={8}>
                      Subscribe
                    </Anchor>
                  </Group>
                )}
              </div>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
