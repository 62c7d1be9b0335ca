/** Longer than any request takes on a loaded 2-core machine; a hung request counts as unanswered. */
const REQUEST_TIMEOUT_MS = 15_000;

export type Reply = { answered: true; status: number; body: unknown } | { answered: false; error: string };

export interface ServerError {
  method: string;
  path: string;
  status: number;
  body: string;
  at: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Why a request got no answer: with the server killed, a refused or reset connection. */
const describe = (error: unknown) => {
  if (!(error instanceof Error)) return String(error);
  const cause =
    error.cause instanceof Error
      ? `: ${(error.cause as Error & { code?: string }).code ?? error.cause.message}`
      : '';
  return `${error.message}${cause}`;
};

/** Requests over real sockets; only a complete answer counts, a dropped connection is "unanswered". */
export function httpClient(baseUrl: string) {
  const serverErrors: ServerError[] = [];
  /** refused: the server was down (never reached); dropped: the connection died mid-request, outcome unknown. */
  const stats = { sent: 0, refused: 0, dropped: 0 };
  /** The latest answer, so a failed set-up step can say what the server said. */
  let last = '';

  async function send(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<Reply> {
    stats.sent += 1;
    const headers = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      if (res.status >= 500) {
        serverErrors.push({
          method,
          path,
          status: res.status,
          body: text.slice(0, 500),
          at: new Date().toISOString(),
        });
      }
      last = `${method} ${path} → ${res.status} ${text.slice(0, 300)}`;
      return { answered: true, status: res.status, body: parse(text) };
    } catch (error) {
      const why = describe(error);
      if (why.includes('ECONNREFUSED')) stats.refused += 1;
      else stats.dropped += 1;
      return { answered: false, error: why };
    }
  }

  /** For set-up steps, which run with the server up and must work. */
  async function expect(status: number, method: 'GET' | 'POST', path: string, options: RequestOptions = {}) {
    const reply = await send(method, path, options);
    if (!reply.answered || reply.status !== status) {
      const got = reply.answered ? `${reply.status} ${JSON.stringify(reply.body)}` : reply.error;
      throw new Error(`${method} ${path}: expected ${status}, got ${got}`);
    }
    return reply.body;
  }

  return { send, expect, serverErrors, stats, lastAnswer: () => last };
}

export type HttpClient = ReturnType<typeof httpClient>;

export const isSuccess = (reply: Reply): reply is Reply & { answered: true } =>
  reply.answered && reply.status >= 200 && reply.status < 300;
