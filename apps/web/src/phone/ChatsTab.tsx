import { type ChatMember, type ChatMessage, chatApi, formatDetails, MSG } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { alert } from '../lib/alert.ts';
import { call, reportError } from '../lib/api.ts';
import { offlineQueue } from '../lib/offlineQueue.ts';
import { onChatsChanged } from './live.ts';

const fullName = (m: ChatMember) => `${m.first_name} ${m.last_name}`.trim();

/** Loads with `load`, and again whenever the realtime connection says the chats changed. */
function useLive<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let controller = new AbortController();
    const run = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      load(signal).then(
        (answer) => {
          setValue(answer);
          setFailed(false);
        },
        () => signal.aborted || setFailed(true),
      );
    };
    run();
    const stop = onChatsChanged(run);
    return () => {
      stop();
      controller.abort();
    };
  }, [load]);
  return { value, failed };
}

/**
 * Chats (issue 34): the vendor's conversations with clients, newest first, and one conversation
 * with a reply box; the dashboard's calls (chatApi: getchatmembers, chats/{customerId}). Opening a
 * conversation marks the client's messages read, as on the dashboard. Loaded when the tab opens;
 * `link` (a push's or a toast's, a new object each time) opens that client's conversation once the
 * list has it, once: going back shows the list.
 */
export default function ChatsTab({ link }: { link?: { customerId: number } | null }) {
  const [open, setOpen] = useState<ChatMember | null>(null);
  const [wanted, setWanted] = useState<number | null>(null);
  useEffect(() => {
    if (!link) return;
    setOpen(null);
    setWanted(link.customerId);
  }, [link]);
  const openMember = (member: ChatMember) => {
    setWanted(null);
    setOpen(member);
  };
  if (open) return <Thread member={open} onBack={() => setOpen(null)} />;
  return <Members onOpen={openMember} customerId={wanted} />;
}

function Members({
  onOpen,
  customerId,
}: {
  onOpen: (member: ChatMember) => void;
  customerId?: number | null;
}) {
  const load = useCallback(
    async (signal: AbortSignal) =>
      [...(await call(chatApi.members, {}, { signal })).data].sort((a, b) =>
        b.last_at.localeCompare(a.last_at),
      ),
    [],
  );
  const { value: members, failed } = useLive(load);
  const named = members?.find((m) => m.customer_id === customerId);
  useEffect(() => {
    if (named) onOpen(named);
  }, [named, onOpen]);
  return (
    <section aria-labelledby="chats-title">
      <h1 id="chats-title">Chats</h1>
      {members === null ? (
        <p className="muted">{failed ? 'Could not load your chats.' : 'Loading…'}</p>
      ) : members.length === 0 ? (
        <p className="muted empty">No conversations yet. Clients write to you from your booking page.</p>
      ) : (
        <ul className="cards">
          {members.map((m) => (
            <li key={m.customer_id}>
              <button type="button" className="card" onClick={() => onOpen(m)}>
                <span className="card-title">
                  {fullName(m)}
                  {m.read_status === 'unread' && <span className="unread"> · New</span>}
                </span>
                <span className="card-sub">
                  {m.last_sender === 'vendor' ? 'You: ' : ''}
                  {m.last_message}
                </span>
                <span className="card-time">{formatDetails(m.last_at)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Thread({ member, onBack }: { member: ChatMember; onBack: () => void }) {
  const customerId = member.customer_id;
  const load = useCallback(
    async (signal: AbortSignal) =>
      [...(await call(chatApi.thread, { params: { customerId } }, { signal })).data].sort(
        (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
      ),
    [customerId],
  );
  const { value: messages, failed } = useLive(load);
  const [sentHere, setSentHere] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLLIElement>(null);
  const shown = [...(messages ?? []), ...sentHere.filter((s) => !messages?.some((m) => m.id === s.id))];

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled to the end whenever a message is added
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown.length]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    if (!navigator.onLine) {
      // Issue 16's queue, as the dashboard's chat uses it: sent once the connection returns.
      offlineQueue.add({ kind: 'chat', customerId, message }, `Message · “${message.slice(0, 40)}”`);
      alert('positive', MSG.actionQueued);
      setText('');
      return;
    }
    setSending(true);
    try {
      const answer = await call(chatApi.send, { params: { customerId }, body: { message } });
      setSentHere((old) => [...old, answer.message]);
      setText('');
    } catch (error) {
      reportError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="thread-title" className="thread">
      <header className="sheet-head">
        <button type="button" className="link" onClick={onBack}>
          ‹ Chats
        </button>
        <h1 id="thread-title">{fullName(member)}</h1>
      </header>
      {messages === null && <p className="muted">{failed ? 'Could not load the messages.' : 'Loading…'}</p>}
      <ol className="messages" aria-label="Messages">
        {shown.map((m) => (
          <li key={m.id} className={m.sender === 'vendor' ? 'message mine' : 'message'}>
            <span className="sr-only">{m.sender === 'vendor' ? 'You' : member.first_name}: </span>
            {m.message}
            <small>{formatDetails(m.created_at)}</small>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form
        className="reply"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="sr-only" htmlFor="reply-text">
          Reply to {member.first_name}
        </label>
        <textarea
          id="reply-text"
          rows={2}
          value={text}
          placeholder="Write a reply"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={sending || !text.trim()}
          aria-busy={sending}
        >
          Send
        </button>
      </form>
    </section>
  );
}
