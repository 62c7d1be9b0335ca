/** The one error type of the API: the error handler maps it to its status and message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the JSON body (e.g. `errors`, `disabled`). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new AppError(400, message, body);
export const unprocessable = (message: string, errors: Record<string, string>) =>
  new AppError(422, message, { errors });
export const notFound = (message = 'Not found') => new AppError(404, message);
export const forbidden = (message = 'You cannot access this resource') => new AppError(403, message);
