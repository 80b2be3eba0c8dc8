import { z } from 'zod';
import { CHAT_HISTORY_LIMIT, CHAT_MESSAGE_MAX, CHAT_USERNAME_MAX } from '../constants';
import { idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

/** A stream channel id, shared by chat and stream channels (e.g. 'state-CA'). */
export const channelIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Channel id may hold letters, digits, - and _ (max 64)');

export const chatMessageSchema = z.object({
  id: idSchema,
  channelId: channelIdSchema,
  username: z.string(),
  message: z.string(),
  timestamp: isoDateTimeSchema,
  isModerated: z.boolean(),
  /**
   * Sent by an activated candidate's own account under that candidate's name
   * (docs/roles.md): the chat shows a verified mark. Nobody else may chat under that name.
   */
  verified: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatUsernameSchema = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .max(CHAT_USERNAME_MAX, `Username must be at most ${CHAT_USERNAME_MAX} characters`);

export const chatMessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Message is required')
  .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`);

export const sendChatMessageBodySchema = z.object({
  channelId: channelIdSchema,
  username: chatUsernameSchema,
  message: chatMessageTextSchema,
  // The client always sends false; moderation is the server's call, never the sender's.
  isModerated: z.literal(false),
});
export type SendChatMessageBody = z.input<typeof sendChatMessageBodySchema>;

export const CHAT_NAME_RESERVED_MESSAGE =
  'That name belongs to a verified candidate. Choose another username.';

export const chatMessagesQuerySchema = z.object({
  limit: z.coerce
    .number<number | string>()
    .int()
    .min(1)
    .max(CHAT_HISTORY_LIMIT)
    .default(CHAT_HISTORY_LIMIT),
  /** Only messages with an id above this one (cheap polling). */
  after: z.coerce.number<number | string>().int().nonnegative().optional(),
});

/** Routes of the contract's `chat` area (contract.ts), by name. */
export const chatRoutes = {
  messages: defineRoute({
    method: 'GET',
    path: '/api/chat/:channelId',
    params: z.object({ channelId: channelIdSchema }),
    query: chatMessagesQuerySchema,
    response: z.array(chatMessageSchema),
    summary: 'The latest chat messages of a channel, oldest first',
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chat',
    body: sendChatMessageBodySchema,
    response: chatMessageSchema,
    summary: 'Post a chat message to a channel',
  }),
} satisfies RouteGroup;
