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

describe('an answer with an entity tag, and asking again with it', () => {
  it("gives the answer's tag beside its data", async () => {
    const { client } = clientAnswering(() => Response.json(list, { headers: { ETag: 'W/"v2"' } }));
    expect(await client.request(bookingsApi.range, range)).toEqual({
      status: 200,
      data: list,
      etag: 'W/"v2"',
    });
  });

  it('sends the tag it is given and fails with 304 when the copy it names is current', async () => {
    const { client, sent } = clientAnswering(() => new Response(null, { status: 304 }));
    const asked = client.request(bookingsApi.range, range, { headers: { 'If-None-Match': 'W/"v1"' } });
    await expect(asked).rejects.toEqual(expect.objectContaining({ status: 304 }));
    await expect(asked).rejects.toBeInstanceOf(ApiError);
    expect(sent[0]?.['If-None-Match']).toBe('W/"v1"');
  });
});

describe('a refusal', () => {
  it('says when to try again, from Retry-After, so a script can tell a limit from a refusal', async () => {
    const limited = { message: 'Too many bookings from this address; try again later' };
    const { client } = clientAnswering(() =>
      Response.json(limited, { status: 429, headers: { 'Retry-After': '1800' } }),
    );
    await expect(client.request(bookingsApi.range, range)).rejects.toEqual(
      expect.objectContaining({ status: 429, body: limited, retryAfter: 1800 }),
    );
    const { client: plain } = clientAnswering(() => Response.json({ message: 'Taken' }, { status: 409 }));
    await expect(plain.request(bookingsApi.range, range)).rejects.toEqual(
      expect.objectContaining({ status: 409, retryAfter: null }),
    );
  });
});
