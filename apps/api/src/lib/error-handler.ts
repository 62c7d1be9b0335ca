import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorResponse, MSG } from '@app/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from './errors.ts';

/** The one place a domain error code becomes an HTTP status (SPEC §7's statuses). */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  invalid_input: 422,
  unauthenticated: 401,
  // The original API answers checkemail for a new address with 401.
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
};

/**
 * Answers an AppError: its code's status, `{message, ...body}`. The error handler uses it, and
 * hooks that answer before any handler runs (401, a paused account) and the 404 handler.
 */
export const sendError = (reply: FastifyReply, error: AppError) =>
  reply.code(HTTP_STATUS[error.code]).send({ message: error.message, ...error.body });

/** Fastify's own request errors, told in our words. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MSG.badJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
  // @fastify/multipart's (lib/multipart.ts answers these itself; here in case one escapes).
  FST_INVALID_MULTIPART_CONTENT_TYPE: MSG.unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: MSG.badImage,
  FST_PARTS_LIMIT: MSG.multipartTooManyParts,
  FST_FILES_LIMIT: MSG.multipartTooManyParts,
  FST_FIELDS_LIMIT: MSG.multipartTooManyParts,
  FST_PROTO_VIOLATION: MSG.badMultipart,
  FST_INVALID_JSON_FIELD_ERROR: MSG.badMultipart,
  FST_MP_PREMATURE_CLOSE: MSG.badMultipart,
};

/**
 * Every error answer of the API, in one body shape (shared `errorResponse`): the message to
 * show and, for a wrong form, a message per field. Nothing internal (stack, SQL, paths) leaves.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return sendError(reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const { instancePath, message } of error.validation) {
      const field = instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      errors[field] ??= message ?? MSG.required;
    }
    const body: ErrorResponse = { success: false, message: Object.values(errors)[0] ?? MSG.required, errors };
    return reply.code(400).send(body);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    // A body the JSON parser refused (e.g. one setting __proto__) is bad JSON too.
    const message =
      FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? MSG.badJson : MSG.badRequest);
    const body: ErrorResponse = { success: false, message };
    return reply.code(error.statusCode).send(body);
  }
  request.log.error({ err: error }, 'request failed');
  const body: ErrorResponse = { success: false, message: MSG.somethingWrong };
  return reply.code(500).send(body);
}

/**
 * Requests Fastify's router refuses before any route or hook runs (bad percent-encoding, a path
 * parameter over its length), in the one body shape: Fastify's own would echo the path back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorResponse = { success: false, message: MSG.badRequest };
  return reply.code(error.statusCode ?? 400).send(body);
}

/** Requests Node's HTTP parser refuses before Fastify sees them (headers too large, garbage). */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, MSG.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, MSG.badRequest]
        : [400, MSG.badRequest];
  const body = JSON.stringify({ success: false, message } satisfies ErrorResponse);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
