import { z } from 'zod';
import { CHAT_SLOW_MODE_MAX_SECONDS, CHAT_TIMEOUT_MINUTES } from '../constants';
import { channelIdSchema, chatMessageSchema } from './chat';
import { idParamSchema, idSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Chat moderation (docs/roles.md "Chat moderator"): a channel's moderators are the
// accounts of the candidates its debate stage schedules and support. Every route but the
// settings read is theirs alone; the server decides who they are.

export const chatSettingsSchema = z.object({
  /** One message per this many seconds per sender; 0 = slow mode off. */
  slowModeSeconds: z.number().int().min(0).max(CHAT_SLOW_MODE_MAX_SECONDS),
  /** Whether the caller moderates this channel (only hides or shows the tools). */
  isModerator: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

const channelParams = z.object({ channelId: channelIdSchema });
const messageParams = z.object({ channelId: channelIdSchema, messageId: idParamSchema });

export const restrictChatSenderBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('timeout'),
      minutes: z.union(
        CHAT_TIMEOUT_MINUTES.map((minutes) => z.literal(minutes)),
        { error: `Minutes must be one of ${CHAT_TIMEOUT_MINUTES.join(', ')}` },
      ),
    }),
    z.object({ kind: z.literal('ban') }),
  ],
  { error: 'Kind must be timeout or ban' },
);
export type RestrictChatSenderBody = z.input<typeof restrictChatSenderBodySchema>;

export const chatRestrictionSchema = z.object({
  kind: z.enum(['timeout', 'ban']),
  /** The name acted on (as the message showed it). */
  username: z.string(),
  /** When a time-out ends; null for a ban. */
  until: isoDateTimeSchema.nullable(),
});
export type ChatRestriction = z.infer<typeof chatRestrictionSchema>;

export const slowModeBodySchema = z.object({
  seconds: z.coerce
    .number<number | string>()
    .int('Seconds must be a whole number')
    .min(0, 'Seconds cannot be negative')
    .max(CHAT_SLOW_MODE_MAX_SECONDS, `Seconds must be at most ${CHAT_SLOW_MODE_MAX_SECONDS}`),
});
export type SlowModeBody = z.input<typeof slowModeBodySchema>;

// Support's list of time-outs and bans in force, and lifting one (docs/roles.md): nothing
// else undoes a ban, and a debater's mistake must not keep a viewer out for good.

export const chatRestrictionsQuerySchema = z.object({
  /** One channel's; absent: every channel's. */
  channelId: channelIdSchema.optional(),
});
export type ChatRestrictionsQuery = z.input<typeof chatRestrictionsQuerySchema>;

export const chatRestrictionEntrySchema = z.object({
  id: idSchema,
  channelId: channelIdSchema,
  kind: z.enum(['timeout', 'ban']),
  /** The name acted on, as the message showed it (lookalike spellings are refused too). */
  username: z.string(),
  /** The sender was logged in: their account is refused whatever name it takes. */
  account: z.boolean(),
  /** A ban of a sender whose address is known: guests from that address are refused too. */
  address: z.boolean(),
  /** When a time-out ends; null for a ban. */
  until: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** Who restricted: the moderator's name (null once the account is gone). */
  createdBy: z.string().nullable(),
});
export type ChatRestrictionEntry = z.infer<typeof chatRestrictionEntrySchema>;

/** Restrictions in support's list at once (the latest first). */
export const CHAT_RESTRICTIONS_MAX = 200;

export const liftedChatRestrictionSchema = z.object({
  id: idSchema,
  /** False when it was lifted already, or a time-out that had ended. */
  changed: z.boolean(),
});
export type LiftedChatRestriction = z.infer<typeof liftedChatRestrictionSchema>;

/** Routes of the contract's `chatModeration` area (contract.ts), by name. */
export const chatModerationRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/chat/:channelId/settings',
    params: channelParams,
    response: chatSettingsSchema,
    summary: "A chat channel's slow mode, and whether the caller moderates it",
  }),
  held: defineRoute({
    method: 'GET',
    path: '/api/chat/:channelId/held',
    params: channelParams,
    response: z.array(chatMessageSchema),
    summary: 'Messages held for review (they hold links), oldest first; moderators only',
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/chat/:channelId/messages/:messageId/approve',
    params: messageParams,
    response: chatMessageSchema,
    summary: 'Shows a held message to everyone; moderators only (409 when it is not held)',
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/chat/:channelId/messages/:messageId/reject',
    params: messageParams,
    response: z.null(),
    summary: 'Drops a held message for good; moderators only (409 when it is not held)',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/chat/:channelId/messages/:messageId',
    params: messageParams,
    response: z.null(),
    summary: 'Deletes a message for every viewer; moderators only',
  }),
  restrict: defineRoute({
    method: 'POST',
    path: '/api/chat/:channelId/messages/:messageId/restrict',
    params: messageParams,
    body: restrictChatSenderBodySchema,
    response: chatRestrictionSchema,
    summary:
      "Times out or bans a message's sender from the channel: the name (case and spaces ignored) and the account if logged in; moderators only",
  }),
  slowMode: defineRoute({
    method: 'PUT',
    path: '/api/chat/:channelId/slow-mode',
    params: channelParams,
    body: slowModeBodySchema,
    response: chatSettingsSchema,
    summary: 'Sets slow mode: one message per N seconds per sender (0 = off); moderators only',
  }),
  restrictions: defineRoute({
    method: 'GET',
    path: '/api/admin/chat-restrictions',
    query: chatRestrictionsQuerySchema,
    response: z.array(chatRestrictionEntrySchema),
    summary: `Support: the ${CHAT_RESTRICTIONS_MAX} latest time-outs and bans in force, of one channel or all (admins only)`,
  }),
  lift: defineRoute({
    method: 'POST',
    path: '/api/admin/chat-restrictions/:restrictionId/lift',
    params: z.object({ restrictionId: idParamSchema }),
    response: liftedChatRestrictionSchema,
    summary:
      'Support: lifts a time-out or ban; the sender (name, account and address) may chat again (admins only)',
  }),
} satisfies RouteGroup;
