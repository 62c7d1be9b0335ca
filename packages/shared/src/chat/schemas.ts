import { z } from 'zod';
import { idParam } from '../common.ts';

export const CHAT_SENDERS = ['vendor', 'customer'] as const;

/** One message of a conversation, as both sides read it. */
export const chatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(CHAT_SENDERS),
  message: z.string(),
  /** When the other side opened the conversation after it came; null while unread. */
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A customer the vendor talks with, and the latest message between them. */
export const chatMember = z.object({
  customer_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  last_message: z.string(),
  last_sender: z.enum(CHAT_SENDERS),
  last_at: z.string(),
  /** 'unread' while any message of the customer is unread, else 'read'. */
  read_status: z.string(),
});
export type ChatMember = z.infer<typeof chatMember>;

/** GET getchatmembers: the vendor's conversations, the latest first. */
export const chatMembersResponse = z.object({ success: z.literal(true), data: z.array(chatMember) });
/** A conversation in order, oldest first (at most 500 messages). */
export const chatThreadResponse = z.object({ success: z.literal(true), data: z.array(chatMessage) });
/** The message as stored, once sent. */
export const chatSentResponse = z.object({ success: z.literal(true), message: chatMessage });

/** A conversation of the vendor's, named by the customer. */
export const chatCustomerParams = z.object({ customerId: idParam });
