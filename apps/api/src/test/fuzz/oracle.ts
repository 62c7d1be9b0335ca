/** What every answer must satisfy, whatever was sent: no server error, nothing internal in the body. */
import type { Method } from './openapi.ts';

/** Traces of internals: stack frames, source and install paths, SQL and database errors, our directories. */
const LEAKS: readonly (readonly [cause: string, pattern: RegExp])[] = [
  ['stack trace', /\bat [^\n]*(?:\/src\/|\.ts:\d|\.js:\d|node_modules)/],
  ['source path', /\/src\/[\w./-]+\.ts|\.ts:\d+|node_modules/],
  // Upper case as people write SQL; lower case as Kysely compiles it (`select … from "users"`).
  // Quotes may come JSON-escaped (\").
  [
    'SQL text',
    /SELECT |INSERT |DELETE FROM|\bselect [^\n]* from \\?"|insert into \\?"|update \\?"\w+\\?" set|delete from \\?"/,
  ],
  [
    'database error',
    /syntax error|SQLITE_|violates|relation \\?"|invalid input syntax|out of range for type/,
  ],
  ['internal path', /\/work\/|\/tmp\//],
];

/** A request as sent, for the report. */
export interface Sent {
  method: Method;
  url: string;
  headers: Record<string, string>;
  contentType?: string;
  payload?: string;
}

/** A compact, reproducible record of one bad answer. */
export interface Failure {
  route: string;
  cause: string;
  method: string;
  url: string;
  contentType: string;
  auth: string;
  /** Headers sent besides authorization and content type (idempotency key, signature). */
  headers?: Record<string, string>;
  status: number;
  bodySnippet: string;
  requestSnippet: string;
  /** The error the server logged (not sent): where a 5xx came from. */
  serverError?: string;
}

export const snippet = (text: string, max = 240) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;

/**
 * The causes of a bad answer, if any. A marker the request itself contained is an echo, not a leak
 * (a chat message saying "/tmp/" comes back in the answer).
 */
export function causesOf(sent: Sent, status: number, body: string): string[] {
  const causes: string[] = [];
  if (status < 100) causes.push('no answer (the request could not be sent)');
  if (status >= 500) causes.push(`status ${status}`);
  const echoed = `${sent.url}\n${sent.payload ?? ''}`;
  for (const [cause, pattern] of LEAKS) {
    const match = pattern.exec(body);
    if (match && !echoed.includes(match[0])) causes.push(`${cause} in body: ${JSON.stringify(match[0])}`);
  }
  return causes;
}

/** How a request authenticated, for the report: never the token itself. */
export function authLabel(headers: Record<string, string>, tokens: Record<string, string>) {
  const header = headers.authorization;
  if (header === undefined) return 'anonymous';
  for (const [who, token] of Object.entries(tokens)) if (header === `Bearer ${token}`) return who;
  return `forged: ${snippet(JSON.stringify(header), 40)}`;
}

/**
 * One entry per route and cause, with the shortest reproduction and how many requests hit it: the
 * same bug usually answers to many inputs, and the report should list bugs, not inputs.
 */
export function distinct(failures: readonly Failure[]) {
  const groups = new Map<string, Failure & { count: number }>();
  for (const f of failures) {
    // Numbers in messages vary with the input (ids, offsets); the cause does not.
    const key = `${f.route} | ${f.cause} | ${(f.serverError ?? '').replace(/\d+/g, 'N').slice(0, 120)}`;
    const seen = groups.get(key);
    const size = (x: Failure) => x.url.length + x.requestSnippet.length;
    if (!seen) groups.set(key, { ...f, count: 1 });
    else if (size(f) < size(seen)) groups.set(key, { ...f, count: seen.count + 1 });
    else seen.count++;
  }
  return [...groups.values()];
}
