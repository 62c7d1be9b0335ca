import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, HTTP_STATUS } from './error-handler.ts';
import { AppError, type ErrorCode } from './errors.ts';

const CODES = Object.keys(HTTP_STATUS) as ErrorCode[];

/** A tiny app whose one route throws the AppError the query names. */
const app = Fastify();
app.setErrorHandler(errorHandler);
app.get<{ Querystring: { code: ErrorCode } }>('/throw', async (request) => {
  throw new AppError(request.query.code, `refused: ${request.query.code}`, { success: false });
});
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('the error table', () => {
  it('gives every code an error status', () => {
    expect(CODES.length).toBeGreaterThan(0);
    for (const code of CODES) {
      expect(Number.isInteger(HTTP_STATUS[code]), code).toBe(true);
      expect(HTTP_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(HTTP_STATUS[code], code).toBeLessThan(600);
    }
  });

  it('keeps the statuses of SPEC §7', () => {
    expect(HTTP_STATUS).toEqual({
      invalid_request: 400,
      invalid_input: 422,
      unauthenticated: 401,
      no_account: 401,
      forbidden: 403,
      account_restricted: 403,
      not_found: 404,
      conflict: 409,
      slot_unavailable: 409,
      wrong_time: 422,
      insufficient_balance: 422,
      too_large: 413,
      rate_limited: 429,
      internal: 500,
      provider_unavailable: 503,
    });
  });

  it.each(CODES)('answers an AppError with code %s with its status, message and body', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/throw?code=${code}` });
    expect(res.statusCode).toBe(HTTP_STATUS[code]);
    expect(res.json()).toEqual({ message: `refused: ${code}`, success: false });
  });

  it('merges the extra fields after the message', async () => {
    const error = new AppError('invalid_input', 'Fix the form', { errors: { email: 'Fix the form' } });
    const local = Fastify();
    local.setErrorHandler(errorHandler);
    local.get('/', async () => {
      throw error;
    });
    const res = await local.inject({ method: 'GET', url: '/' });
    await local.close();
    expect([res.statusCode, res.body]).toEqual([
      422,
      JSON.stringify({ message: 'Fix the form', errors: { email: 'Fix the form' } }),
    ]);
  });
});
