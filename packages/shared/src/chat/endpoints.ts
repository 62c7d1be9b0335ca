import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { idempotencyHeaders, text } from '../common.ts';
import { chatMessageBody } from '../settings/schemas.ts';
import { chatCustomerParams, chatMembersResponse, chatSentResponse, chatThreadResponse } from './schemas.ts';

const chat = { tag: 'chat', audience: 'vendor' } as const;

/** The vendor's inbox: conversations with its customers (the customer's side is in `customerApi`). */
export const chatApi = {
  members: endpoint({
    ...chat,
    method: 'GET',
    path: '/getchatmembers',
    responses: { 200: chatMembersResponse },
  }),
  /** Opening a conversation marks the customer's messages read. */
  thread: endpoint({
    ...chat,
    method: 'GET',
    path: '/chats/:customerId',
    params: chatCustomerParams,
    responses: { 200: chatThreadResponse },
  }),
  /**
   * 404 unless the customer booked the vendor or wrote to it. A message sent again with the same
   * Idempotency-Key (queued offline, its answer lost) is kept once; 422 when the key was used for another.
   */
  send: endpoint({
    ...chat,
    method: 'POST',
    path: '/chats/:customerId',
    params: chatCustomerParams,
    body: chatMessageBody,
    headers: idempotencyHeaders,
    responses: { 201: chatSentResponse },
    errors: [404, 422],
  }),
};

/** Cancellation and dispute images, streamed to the vendor they belong to. */
export const attachmentsApi = {
  /** 404 for a name that is malformed, another vendor's or no longer stored alike. */
  file: endpoint({
    method: 'GET',
    path: '/attachments/:name',
    tag: 'attachments',
    audience: 'vendor',
    params: z.object({ name: text().max(100) }),
    responses: {
      200: {
        description: 'The image, re-encoded on upload',
        content: {
          'image/png': { schema: z.file().mime('image/png') },
          'image/jpeg': { schema: z.file().mime('image/jpeg') },
        },
      },
    },
    errors: [404],
  }),
};
