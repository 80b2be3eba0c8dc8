import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../src/auth/session';
import { appWithStorage } from './helpers/app-with-storage';
import { donationForm } from './helpers/donation-requests';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Privacy (docs/donation-rules.md): no member's email address leaves the server except to that
// member and support. Every answer another person can read (a visitor, the candidate reading
// their inbox, a supporter reading their links) is checked, on its raw body, for the
// addresses of the accounts and the donor behind the data it shows. A candidate's public
// contact email on their own page is theirs to show. The same holds for the network address a
// session was last used from: the member sees their own on /account, nobody else.

const PRIVATE = /(casey\.account|voter|support|donor)\.private@|203\.0\.113\.77|198\.51\.100\.23/i;
const ADDRESSES = /203\.0\.113\.77|198\.51\.100\.23/;
const VOTER_ADDRESS = '203.0.113.77';
const CASEY_ADDRESS = '198.51.100.23';
const CONTACT = 'press@casey.example';

for (const kind of DATABASE_KINDS) {
  describe(`no member's email in any answer (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let postId: number;
    let casey: Record<string, string>;
    let voter: Record<string, string>;
    let support: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      const db = database.db;
      const caseyUser = await insertUser(db, {
        email: 'casey.account.private@paid.test',
        firstName: 'Casey',
        lastName: 'Morales',
      });
      candidateId = await insertCandidate(db, {
        userId: caseyUser,
        name: 'Casey Morales',
        isActivated: true,
      });
      await db.query('update candidates set email = $1 where id = $2', [CONTACT, candidateId]);
      casey = {
        [SESSION_COOKIE]: await createSession(db, caseyUser, undefined, { address: CASEY_ADDRESS }),
      };
      const voterUser = await insertUser(db, {
        email: 'voter.private@paid.test',
        firstName: null,
        lastName: null,
      });
      voter = {
        [SESSION_COOKIE]: await createSession(db, voterUser, undefined, { address: VOTER_ADDRESS }),
      };
      const supportUser = await insertUser(db, { email: 'support.private@paid.test' });
      await db.query('update users set is_admin = true where id = $1', [supportUser]);
      support = await loginCookies(db, supportUser);
      await db.query(`insert into stream_channels (id, state_code) values ('state-CA', 'CA')`);

      const calls: [Record<string, string>, string, string, object][] = [
        [voter, 'POST', '/api/shorts/post', { text: 'Hi', mediaUrl: null, mediaType: null }],
        [
          voter,
          'POST',
          '/api/chat',
          {
            channelId: 'state-CA',
            username: 'Sam',
            message: 'Hello',
            isModerated: false,
          },
        ],
        [
          voter,
          'POST',
          '/api/messages/send',
          {
            recipientId: caseyUser,
            candidateId,
            subject: 'Question',
            message: 'Water?',
          },
        ],
        [
          voter,
          'POST',
          '/api/donations',
          {
            ...donationForm(candidateId),
            donorEmail: 'donor.private@paid.test',
          },
        ],
        [
          voter,
          'POST',
          '/api/campaign-urls',
          {
            urlType: 'donation',
            urlSlug: 'casey-morales-sam-for-casey',
            title: 'For Casey',
            candidateId,
          },
        ],
      ];
      for (const [cookies, method, url, payload] of calls) {
        const response = await app.inject({
          method: method as 'POST',
          url,
          cookies,
          payload,
          remoteAddress: cookies === voter ? VOTER_ADDRESS : CASEY_ADDRESS,
        });
        assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
        if (url === '/api/shorts/post') postId = response.json().id;
      }
      const comment = await app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/comments`,
        cookies: support,
        payload: { text: 'Welcome' },
      });
      assert.equal(comment.statusCode, 201, comment.body);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers visitors without any member email', async () => {
      for (const url of [
        '/api/posts',
        `/api/posts/${postId}`,
        `/api/posts/${postId}/comments`,
        '/api/chat/state-CA',
        `/api/donations/recent?candidateId=${candidateId}`,
        '/api/candidates/CA',
        `/api/candidate/${candidateId}`,
        '/api/tournament/state/CA/brackets',
        '/api/competition/all-states',
        '/api/stream/channel/state/CA',
        `/api/stream/candidate/${candidateId}`,
        `/api/stream/candidate/${candidateId}/donations`,
        `/api/charts/candidates/${candidateId}`,
        `/api/charts/candidates/${candidateId}/live-stream`,
        '/api/charts/states/CA',
        '/api/charts/rounds/state/CA',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        assert.ok(response.statusCode < 500, url);
        assert.doesNotMatch(response.body, PRIVATE, url);
      }
    });

    it("shows support the reports it moderates without a member's address", async () => {
      const report = await app.inject({
        method: 'POST',
        url: `/api/posts/${postId}/report`,
        cookies: casey,
        payload: { reason: 'spam' },
        remoteAddress: CASEY_ADDRESS,
      });
      assert.ok(report.statusCode < 300, report.body);
      for (const url of ['/api/admin/post-reports', '/api/admin/releases']) {
        const response = await app.inject({ method: 'GET', url, cookies: support });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        assert.doesNotMatch(response.body, ADDRESSES, url);
      }
    });

    it('shows a member the address of their own session, and only theirs', async () => {
      const own = await app.inject({ method: 'GET', url: '/api/account/sessions', cookies: voter });
      assert.equal(own.statusCode, 200, own.body);
      assert.deepEqual(
        own.json().sessions.map((session: { address: string | null }) => session.address),
        [VOTER_ADDRESS],
      );
      assert.doesNotMatch(own.body, new RegExp(CASEY_ADDRESS.replaceAll('.', '\\.')));
    });

    it("keeps the candidate's public contact email on their own page", async () => {
      const page = await app.inject({ method: 'GET', url: `/api/candidate/${candidateId}` });
      assert.equal(page.json().email, CONTACT);
    });

    it("shows the candidate their inbox and the supporter their links without others' emails", async () => {
      for (const [cookies, url] of [
        [casey, `/api/messages/candidate/${candidateId}`],
        [casey, '/api/candidate/profile'],
        [casey, '/api/candidate/check'],
        [casey, '/api/posts'],
        [voter, '/api/campaign-urls'],
        [voter, '/api/campaign-urls/candidates'],
        [voter, `/api/posts/${postId}/comments`],
      ] as const) {
        const response = await app.inject({ method: 'GET', url, cookies });
        assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
        assert.doesNotMatch(response.body, PRIVATE, url);
      }
    });
  });
}
