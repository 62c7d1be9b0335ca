import { describe, expect, it } from 'vitest';
import { bookingsApi } from '../bookings/endpoints.ts';
import { ApiError, createApiClient } from './client.ts';

/** A client whose every request gets `reply`, recording the headers each was sent with. */
function clientAnswering(reply: () => Response) {
  const sent: Record<string, string>[] = [];
  const client = createApiClient({
    baseUrl: '/api',
    fetch: async (_url, init) => {
      sent.push({ ...(init?.headers as Record<string, string>) });
      return reply();
    },
  });
  return { client, sent };
}

const range = { query: { from: '2026-11-26', to: '2026-11-26' } };
const list = { success: true, bookings: [] };

describe('revalidating an answer held with its entity tag', () => {
  it('sends the tag and reads a 304 as unchanged', async () => {
    const { client, sent } = clientAnswering(() => new Response(null, { status: 304 }));
    expect(await client.revalidate(bookingsApi.range, 'W/"v1"', range)).toEqual({ unchanged: true });
    expect(sent[0]?.['If-None-Match']).toBe('W/"v1"');
  });

  it('gives a full answer with its tag, and sends no tag when none is held', async () => {
    const { client, sent } = clientAnswering(() => Response.json(list, { headers: { ETag: 'W/"v2"' } }));
    expect(await client.revalidate(bookingsApi.range, undefined, range)).toEqual({
      unchanged: false,
      data: list,
      etag: 'W/"v2"',
    });
    expect(sent[0]).not.toHaveProperty('If-None-Match');
  });

  it('fails as any call does', async () => {
    const { client } = clientAnswering(() => Response.json({ message: 'Unauthenticated.' }, { status: 401 }));
    await expect(client.revalidate(bookingsApi.range, 'W/"v1"', range)).rejects.toBeInstanceOf(ApiError);
  });
});
