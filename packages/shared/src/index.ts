export * from './auth/responses.ts';
export * from './auth/schemas.ts';
export * from './business/schemas.ts';
export * from './constants.ts';
export * from './format/redact.ts';
export * from './messages.ts';
