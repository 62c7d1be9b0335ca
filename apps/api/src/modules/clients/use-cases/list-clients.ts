import { CLIENTS_PER_PAGE, clientMatches } from '@app/shared';
import { clientBook, namesOf, summarise } from '../client-book.ts';
import type { ClientsContext } from '../context.ts';

/** A page of the vendor's clients matching `search`, latest booking first (issue 36). */
export async function listClients(
  ctx: ClientsContext,
  input: { userId: number; search?: string; page: number },
) {
  const matching = (await clientBook(ctx, input.userId)).filter((client) =>
    clientMatches({ names: namesOf(client), keys: client.keys }, input.search ?? ''),
  );
  const start = (input.page - 1) * CLIENTS_PER_PAGE;
  const { summaries } = await summarise(ctx, input.userId, matching.slice(start, start + CLIENTS_PER_PAGE));
  return {
    success: true as const,
    data: {
      clients: summaries.map((s) => s.summary),
      total: matching.length,
      page: input.page,
      per_page: CLIENTS_PER_PAGE,
    },
  };
}
