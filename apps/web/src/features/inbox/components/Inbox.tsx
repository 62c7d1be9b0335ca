import { type ChatMember, chatMessageBody, formatTime, lagosDay, relativeAge } from '@app/shared';
import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  Indicator,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessageCircle, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useChatMembers, useSendMessage, useThread } from '../../../api/chat.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { reportError } from '../../../lib/api.ts';
import { useNow } from '../../../lib/useNow.ts';
import classes from './Inbox.module.css';

const fullName = (m: Pick<ChatMember, 'first_name' | 'last_name'>) =>
  `${m.first_name ?? ''} ${m.last_name ?? ''}`.trim() || 'Customer';

/** Whom a thread is with: a listed conversation, or a customer who booked but has not written yet. */
type Correspondent = Pick<ChatMember, 'customer_id' | 'first_name' | 'last_name' | 'profile_image'>;

function MemberRow({
  member,
  active,
  onOpen,
  now,
}: {
  member: ChatMember;
  active: boolean;
  onOpen: () => void;
  now: Date;
}) {
  const unread = member.read_status === 'unread';
  const name = fullName(member);
  return (
    <UnstyledButton
      className={classes.member}
      data-active={active || undefined}
      data-unread={unread}
      onClick={onOpen}
      aria-current={active || undefined}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {/* The name is written beside it: the picture or initials add nothing to read out. */}
        <Avatar src={member.profile_image || null} alt="" name={name} color="brand" radius="xl" aria-hidden />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={unread ? 800 : 600} truncate>
              {/* Its name is its words (WCAG 2.5.3), this one heard, not seen. */}
              <VisuallyHidden>Conversation with </VisuallyHidden>
              {name}
            </Text>
            {member.last_at && (
              <Text
                fz="xs"
                c={unread ? 'brand.7' : 'dimmed'}
                fw={unread ? 700 : 400}
                style={{ whiteSpace: 'nowrap' }}
              >
                {relativeAge(member.last_at, now)}
              </Text>
            )}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fz="sm" c={unread ? 'dark' : 'dimmed'} fw={unread ? 700 : 400} truncate>
              {member.last_sender === 'vendor' ? 'You: ' : ''}
              {member.last_message ?? 'No messages yet'}
            </Text>
            {unread && <Indicator color="red" size={9} processing={false} aria-label="Unread" inline />}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}

function Composer({ customerId }: { customerId: number }) {
  const send = useSendMessage(customerId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = chatMessageBody.safeParse({ message: text });
    if (!parsed.success) {
      if (text.trim()) setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      await send.mutateAsync(parsed.data.message);
      setText('');
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label="Send a message"
    >
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <Textarea
          aria-label="Message"
          placeholder="Write a message… (Enter to send, Shift+Enter for a new line)"
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          error={error}
          style={{ flex: 1 }}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon
          type="submit"
          size={42}
          radius="md"
          aria-label="Send"
          loading={send.isPending}
          disabled={!text.trim()}
        >
          <IconSend size={20} />
        </ActionIcon>
      </Group>
    </form>
  );
}

function Thread({ member }: { member: Correspondent }) {
  const thread = useThread(member.customer_id);
  const viewport = useRef<HTMLDivElement>(null);
  const messages = thread.data ?? [];
  const name = fullName(member);

  // Keep the newest message in view as the thread loads and grows.
  useEffect(() => {
    const el = viewport.current;
    if (el && messages.length) el.scrollTo({ top: el.scrollHeight });
  }, [messages.length]);

  return (
    <div className={classes.thread}>
      <Group px="lg" py="md" gap="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        {/* The name is written beside it: the picture or initials add nothing to read out. */}
        <Avatar src={member.profile_image || null} alt="" name={name} color="brand" radius="xl" aria-hidden />
        <div>
          <Text fw={700}>{name}</Text>
          <Text fz="xs" c="dimmed">
            Customer
          </Text>
        </div>
      </Group>
      <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
        <Stack gap={6} p="lg" aria-label={`Messages with ${name}`} role="log">
          {thread.isLoading ? (
            [0, 1, 2].map((i) => <Skeleton key={i} h={36} w={`${40 + i * 10}%`} radius="xl" />)
          ) : messages.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              No messages yet. Say hello!
            </Text>
          ) : (
            messages.map((m, i) => {
              const day = lagosDay(m.created_at);
              const newDay = i === 0 || lagosDay(messages[i - 1]?.created_at ?? '') !== day;
              return (
                <Fragment key={m.id}>
                  {newDay && (
                    <Text fz="xs" c="dimmed" ta="center" my="xs" fw={600}>
                      {dayjs(day).format('ddd, DD MMM YYYY')}
                    </Text>
                  )}
                  <div className={classes.bubble} data-sender={m.sender} data-message={m.id}>
                    <Text fz="sm">{m.message}</Text>
                    <Text fz={10} ta="right" mt={2} opacity={0.7}>
                      {formatTime(m.created_at)}
                    </Text>
                  </div>
                </Fragment>
              );
            })
          )}
        </Stack>
      </ScrollArea>
      <Composer key={member.customer_id} customerId={member.customer_id} />
    </div>
  );
}

/** Conversations and the open thread; the page keeps the selection in the URL, the drawer in state. */
export function Inbox({
  selectedId,
  selectedName,
  onSelect,
  className,
}: {
  selectedId: number | null;
  /** The customer's name when the conversation is not in the list yet (opened from a booking). */
  selectedName?: string | null;
  onSelect: (customerId: number) => void;
  className?: string;
}) {
  const members = useChatMembers();
  const now = useNow(true, 30_000);
  const list = members.data ?? [];
  // A customer who booked can be written to before any message; their first one lists them.
  const selected: Correspondent | null =
    list.find((m) => m.customer_id === selectedId) ??
    (selectedId != null && members.isSuccess
      ? { customer_id: selectedId, first_name: selectedName ?? '', last_name: '', profile_image: null }
      : null);
  const open = onSelect;

  return (
    <Paper withBorder radius="lg" shadow="xs" className={`${classes.shell} ${className ?? ''}`}>
      <div className={classes.list}>
        <Group
          px="lg"
          py="md"
          justify="space-between"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Title order={2} fz={18}>
            Messages
          </Title>
          {list.some((m) => m.read_status === 'unread') && (
            <Text fz="xs" c="brand.7" fw={700}>
              {list.filter((m) => m.read_status === 'unread').length} unread
            </Text>
          )}
        </Group>
        <ScrollArea style={{ flex: 1 }} type="auto">
          {members.isLoading ? (
            <Stack p="md">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={52} radius="md" />
              ))}
            </Stack>
          ) : list.length === 0 ? (
            <EmptyState
              icon={<IconMessageCircle size={26} />}
              title="No conversations yet"
              text="When customers message you, their conversations appear here."
            />
          ) : (
            <nav aria-label="Conversations">
              {list.map((m) => (
                <MemberRow
                  key={m.customer_id}
                  member={m}
                  active={m.customer_id === selectedId}
                  onOpen={() => open(m.customer_id)}
                  now={now}
                />
              ))}
            </nav>
          )}
        </ScrollArea>
      </div>
      {selected ? (
        <Thread key={selected.customer_id} member={selected} />
      ) : (
        <Stack justify="center" align="center" className={classes.messages}>
          <EmptyState
            icon={<IconMessageCircle size={26} />}
            title={list.length ? 'Choose a conversation' : 'Your inbox is empty'}
            text={
              list.length
                ? 'Pick a customer on the left to read and reply.'
                : 'Customers can message you from your shop page.'
            }
          />
        </Stack>
      )}
    </Paper>
  );
}
