import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { idParamSchema, idSchema, isoDateTimeSchema, nonBlankText } from './fields';
import { defineRoute, type RouteGroup } from './route';

/** A direct message as the candidate's inbox shows it. */
export const directMessageSchema = z.object({
  id: idSchema,
  subject: z.string(),
  message: z.string(),
  sentAt: isoDateTimeSchema,
  isRead: z.boolean(),
  /** null: shown as 'Anonymous'. */
  senderName: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const sendDirectMessageBodySchema = z.object({
  /** The user account that owns the candidate profile. */
  recipientId: idSchema,
  candidateId: idSchema,
  subject: nonBlankText(FORM_MAX.messageSubject, {
    required: 'Subject is required',
    tooLong: `Subject must be at most ${FORM_MAX.messageSubject} characters`,
  }),
  message: nonBlankText(FORM_MAX.messageBody, {
    required: 'Message is required',
    tooLong: `Message must be at most ${FORM_MAX.messageBody} characters`,
  }),
});
export type SendDirectMessageBody = z.input<typeof sendDirectMessageBodySchema>;

/** Routes of the contract's `messages` area (contract.ts), by name. */
export const messagesRoutes = {
  forCandidate: defineRoute({
    method: 'GET',
    path: '/api/messages/candidate/:candidateId',
    params: z.object({ candidateId: idParamSchema }),
    response: z.array(directMessageSchema),
    summary: "A candidate's inbox, newest first (owner only)",
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/messages/send',
    body: sendDirectMessageBodySchema,
    response: directMessageSchema,
    summary: 'Send a direct message to a candidate (logged in)',
  }),
  markRead: defineRoute({
    method: 'PATCH',
    path: '/api/messages/:messageId/read',
    params: z.object({ messageId: idParamSchema }),
    response: directMessageSchema,
    summary: 'Mark an inbox message as read (owner of the recipient candidate only)',
  }),
} satisfies RouteGroup;
