import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * How a request appears in the log: tokens and codes never do — no headers (bearer tokens), and
 * no query string (OIDC codes and states, reset tickets, payment references).
 */
export const logRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: request.url.split('?')[0],
  remoteAddress: request.ip,
});

/**
 * JSON lines for log collectors; in a terminal (or LOG_FORMAT=pretty) one readable line per event,
 * so a newcomer running `npm start` reads "GET /api/banks 200 3 ms", not objects.
 */
export function loggerOptions(
  level: string,
  format: 'json' | 'pretty',
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const options = { level, serializers: { req: logRequest } };
  if (format === 'json' || level === 'silent') return options;
  return {
    ...options,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId,req,res,responseTime' },
    },
  };
}

/** One line per answered request (Fastify's own logging writes two, with the raw URL). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { method, url } = logRequest(request);
    const ms = Math.round(reply.elapsedTime);
    const line = `${method} ${url} ${reply.statusCode} ${ms} ms`;
    const fields = { req: request, res: { statusCode: reply.statusCode }, responseTime: ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

export const logController = () => new OneLinePerRequest();
