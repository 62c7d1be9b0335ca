import { useSearchParams } from 'react-router';
import { INBOX_QUERY } from '../../../lib/inboxLink.ts';
import { Inbox } from '../components/Inbox.tsx';

/**
 * Inbox: conversations with customers and the open thread, kept live by the realtime socket.
 * `?c=<customer id>` (and `name`, see links.ts) opens one, so other pages can link to a chat.
 */
export default function InboxPage() {
  const [params, setParams] = useSearchParams();
  return (
    <Inbox
      selectedId={Number(params.get(INBOX_QUERY.customer)) || null}
      selectedName={params.get(INBOX_QUERY.name)}
      onSelect={(id) => setParams({ [INBOX_QUERY.customer]: String(id) }, { replace: true })}
    />
  );
}
