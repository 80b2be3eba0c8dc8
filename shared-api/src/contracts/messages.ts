import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { idParamSchema, idSchema, isoDateTimeSchema, nonBlankText } from './fields';
import { defineRoute } from './route';
import { routes } from './routes';

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

export const candidateMessagesRoute = defineRoute({
  ...routes.messages.forCandidate,
  params: z.object({ candidateId: idParamSchema }),
  response: z.array(directMessageSchema),
  summary: "A candidate's inbox, newest first (owner only)",
});

export const sendDirectMessageRoute = defineRoute({
  ...routes.messages.send,
  body: sendDirectMessageBodySchema,
  response: directMessageSchema,
  summary: 'Send a direct message to a candidate (logged in)',
});

export const markDirectMessageReadRoute = defineRoute({
  ...routes.messages.markRead,
  params: z.object({ messageId: idParamSchema }),
  response: directMessageSchema,
  summary: 'Mark an inbox message as read (owner of the recipient candidate only)',
});
