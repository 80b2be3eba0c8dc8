import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { insertCandidate, insertUser, loginCookies, makeRoles } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Direct messages: any logged-in user writes to an active candidate; only the candidate's
// owner reads the inbox and marks messages read.

type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`direct messages (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let roles: Awaited<ReturnType<typeof makeRoles>>;
    let toActive: { recipientId: number; candidateId: number };

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      roles = await makeRoles(database.db);
      toActive = { recipientId: roles.active.id, candidateId: roles.active.candidateId };
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const send = (payload: object, cookies: Cookies = {}) =>
      app.inject({ method: 'POST', url: '/api/messages/send', payload, cookies });
    const inbox = (candidateId: number, cookies: Cookies = {}) =>
      app.inject({ method: 'GET', url: `/api/messages/candidate/${candidateId}`, cookies });
    const markRead = (messageId: number | string, cookies: Cookies = {}) =>
      app.inject({ method: 'PATCH', url: `/api/messages/${messageId}/read`, cookies });

    describe('POST /api/messages/send', () => {
      it('answers 401 to a visitor', async () => {
        const response = await send({ ...toActive, subject: 'Hi', message: 'Hello' });
        assert.equal(response.statusCode, 401);
      });

      it("stores the message with the sender's name", async () => {
        const response = await send(
          { ...toActive, subject: 'Water', message: 'What about <b>wells</b>?' },
          roles.user.cookies,
        );
        assert.equal(response.statusCode, 201);
        const message = contract.messages.send.response.parse(response.json());
        assert.equal(message.senderName, 'Vera Voter');
        assert.equal(message.isRead, false);
        assert.equal(message.message, 'What about <b>wells</b>?');
        const { rows } = await database.db.query(
          'select candidate_id, sender_user_id from direct_messages where id = $1',
          [message.id],
        );
        assert.deepEqual(rows[0], {
          candidate_id: roles.active.candidateId,
          sender_user_id: roles.user.id,
        });
      });

      it('sends null as the name of a sender without one (shown as Anonymous)', async () => {
        const nameless = await insertUser(database.db, { firstName: null, lastName: null });
        const response = await send(
          { ...toActive, subject: 'Hi', message: 'Hello' },
          await loginCookies(database.db, nameless),
        );
        assert.equal(response.statusCode, 201);
        assert.equal(response.json().senderName, null);
      });

      it('lets candidates write to other candidates, not activated ones included', async () => {
        const response = await send(
          {
            recipientId: roles.pending.id,
            candidateId: roles.pending.candidateId,
            subject: 'Debate',
            message: 'See you there.',
          },
          roles.active.cookies,
        );
        assert.equal(response.statusCode, 201);
      });

      it('answers 404 for an absent or removed candidate', async () => {
        const absent = await send(
          { recipientId: roles.active.id, candidateId: 999_999, subject: 'Hi', message: 'Hello' },
          roles.user.cookies,
        );
        assert.equal(absent.statusCode, 404);
        assert.deepEqual(absent.json(), { message: 'Candidate not found' });
        const ownerId = await insertUser(database.db);
        const removedId = await insertCandidate(database.db, { userId: ownerId });
        await database.db.query('update candidates set is_active = false where id = $1', [
          removedId,
        ]);
        const removed = await send(
          { recipientId: ownerId, candidateId: removedId, subject: 'Hi', message: 'Hello' },
          roles.user.cookies,
        );
        assert.equal(removed.statusCode, 404);
      });

      it('answers 400 when recipientId is not the candidate owner, or nobody owns it', async () => {
        const mismatch = await send(
          { ...toActive, recipientId: roles.pending.id, subject: 'Hi', message: 'Hello' },
          roles.user.cookies,
        );
        assert.equal(mismatch.statusCode, 400);
        assert.ok(mismatch.json().errors.recipientId);
        const unowned = await insertCandidate(database.db, { userId: null });
        const noInbox = await send(
          { recipientId: roles.active.id, candidateId: unowned, subject: 'Hi', message: 'Hello' },
          roles.user.cookies,
        );
        assert.equal(noInbox.statusCode, 400);
        assert.ok(noInbox.json().errors.candidateId);
      });

      it('checks subject (1..200) and message (1..5000) with field messages', async () => {
        const cases: [object, string, string][] = [
          [{ subject: '', message: 'x' }, 'subject', 'Subject is required'],
          [{ subject: '   ', message: 'x' }, 'subject', 'Subject is required'],
          [
            { subject: 's'.repeat(201), message: 'x' },
            'subject',
            'Subject must be at most 200 characters',
          ],
          [{ subject: 's', message: '' }, 'message', 'Message is required'],
          [
            { subject: 's', message: 'm'.repeat(5001) },
            'message',
            'Message must be at most 5000 characters',
          ],
        ];
        for (const [fields, field, message] of cases) {
          const response = await send({ ...toActive, ...fields }, roles.user.cookies);
          assert.equal(response.statusCode, 400, field);
          assert.equal(response.json().errors[field], message);
        }
        const longest = await send(
          { ...toActive, subject: 's'.repeat(200), message: 'm'.repeat(5000) },
          roles.user.cookies,
        );
        assert.equal(longest.statusCode, 201);
        const missingIds = await send({ subject: 'Hi', message: 'Hello' }, roles.user.cookies);
        assert.equal(missingIds.statusCode, 400);
      });
    });

    describe('GET /api/messages/candidate/:candidateId', () => {
      it('answers 401 to a visitor, 404 for an absent candidate', async () => {
        assert.equal((await inbox(roles.active.candidateId)).statusCode, 401);
        assert.equal((await inbox(999_999, roles.user.cookies)).statusCode, 404);
      });

      it('answers 403 to a user without a profile and to another candidate', async () => {
        assert.equal((await inbox(roles.active.candidateId, roles.user.cookies)).statusCode, 403);
        assert.equal(
          (await inbox(roles.active.candidateId, roles.pending.cookies)).statusCode,
          403,
        );
      });

      it('gives the owner the inbox, newest first', async () => {
        const { rows } = await database.db.query<{ id: number }>(
          `insert into direct_messages (candidate_id, subject, message, sent_at, sender_name)
           values ($1, 'Old', 'old', now() - interval '2 days', null),
                  ($1, 'Older', 'older', now() - interval '3 days', 'Pat')
           returning id`,
          [roles.active.candidateId],
        );
        const response = await inbox(roles.active.candidateId, roles.active.cookies);
        assert.equal(response.statusCode, 200);
        const messages = contract.messages.forCandidate.response.parse(response.json());
        const times = messages.map((message) => Date.parse(message.sentAt));
        assert.deepEqual(
          times,
          [...times].sort((a, b) => b - a),
        );
        assert.deepEqual(
          messages.slice(-2).map((message) => message.id),
          rows.map((row) => row.id),
        );
        // Only its own messages: the one sent to the pending candidate is not here.
        assert.ok(messages.every((message) => message.subject !== 'Debate'));
      });
    });

    describe('PATCH /api/messages/:messageId/read', () => {
      let messageId: number;
      before(async () => {
        const response = await send(
          { ...toActive, subject: 'Unread', message: 'x' },
          roles.user.cookies,
        );
        messageId = response.json().id;
      });

      it('answers 401 to a visitor, 404 for an absent message, 400 for a bad id', async () => {
        assert.equal((await markRead(messageId)).statusCode, 401);
        assert.equal((await markRead(999_999, roles.active.cookies)).statusCode, 404);
        assert.equal((await markRead('x', roles.active.cookies)).statusCode, 400);
      });

      it('answers 403 to the sender and to another candidate', async () => {
        assert.equal((await markRead(messageId, roles.user.cookies)).statusCode, 403);
        assert.equal((await markRead(messageId, roles.pending.cookies)).statusCode, 403);
      });

      it('marks the message read for the owner, idempotently', async () => {
        const response = await markRead(messageId, roles.active.cookies);
        assert.equal(response.statusCode, 200);
        const message = contract.messages.markRead.response.parse(response.json());
        assert.equal(message.isRead, true);
        assert.equal((await markRead(messageId, roles.active.cookies)).statusCode, 200);
        const listed = await inbox(roles.active.candidateId, roles.active.cookies);
        const found = listed.json().find((m: { id: number }) => m.id === messageId);
        assert.equal(found.isRead, true);
      });
    });
  });
}
