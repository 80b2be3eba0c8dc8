import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { requireUser } from '../auth/session';
import { CANDIDATE_NOT_FOUND, findCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';
import {
  insertDirectMessage,
  listInbox,
  markMessageRead,
  messageRecipient,
  senderNameOf,
} from '../messages/direct-messages';

// Direct messages (/candidate/{id}, docs/routes-and-screens.md): any logged-in user writes to
// an active candidate; only the candidate's owner reads the inbox and marks messages read.

export const RECIPIENT_MISMATCH = 'This candidate is owned by another account';
export const NO_INBOX = 'This candidate has no account to receive messages yet';

export function registerMessageRoutes(app: FastifyInstance, db: Db) {
  const sendRoute = registerRoute(
    app,
    contract.messages.send,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      const candidate = await findCandidate(db, body.candidateId);
      if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
      // A standalone application made while logged out has nobody to read an inbox.
      if (candidate.userId === null) throw badRequest(NO_INBOX, { candidateId: NO_INBOX });
      // The client sends both ids; they must name the same candidate.
      if (candidate.userId !== body.recipientId) {
        throw badRequest(RECIPIENT_MISMATCH, { recipientId: RECIPIENT_MISMATCH });
      }
      const message = await insertDirectMessage(db, {
        candidateId: candidate.id,
        senderUserId: user.id,
        senderName: senderNameOf(user),
        subject: body.subject,
        message: body.message,
      });
      reply.code(201);
      return message;
    },
    { config: rateLimit({ limit: 'messages', key: byUser(db) }) },
  );

  const forCandidateRoute = registerRoute(
    app,
    contract.messages.forCandidate,
    async ({ params, request }) => {
      const { candidate } = await requireCandidateOwner(request, db, params.candidateId);
      return listInbox(db, candidate.id);
    },
  );

  const markReadRoute = registerRoute(
    app,
    contract.messages.markRead,
    async ({ params, request }) => {
      const user = await requireUser(request, db);
      const recipient = await messageRecipient(db, params.messageId);
      if (!recipient) throw notFound('Message not found');
      if (recipient.ownerUserId !== user.id) {
        throw forbidden('Only the candidate can read this message');
      }
      return markMessageRead(db, params.messageId);
    },
  );

  return [sendRoute, forCandidateRoute, markReadRoute];
}
