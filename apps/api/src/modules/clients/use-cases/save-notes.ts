import { CLIENT_MESSAGES, type ClientNotesBody } from '@app/shared';
import { notFound } from '../../../lib/errors.ts';
import { clientBook, findClient } from '../client-book.ts';
import type { ClientsContext } from '../context.ts';

/**
 * Replaces the shop's private notes and tags about one of its clients (issue 36), under the
 * client's key. Only a client who booked with the vendor has notes: no row for a stranger's number.
 */
export async function saveNotes(
  ctx: ClientsContext,
  input: { userId: number; key: string; body: ClientNotesBody },
) {
  const client = findClient(await clientBook(ctx, input.userId), input.key);
  if (!client) throw notFound('Client not found');
  const tags = [...new Set(input.body.tags)];
  await ctx.clients.saveNotes(ctx.db, {
    user_id: input.userId,
    client_key: client.key,
    notes: input.body.notes,
    tags: JSON.stringify(tags),
    updated_at: ctx.clock.now().toISOString(),
  });
  return {
    success: true as const,
    message: CLIENT_MESSAGES.notesSaved,
    data: { notes: input.body.notes, tags },
  };
}
