import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contractRoutes as allContractRoutes } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { recordSucceededDonation } from '../src/donations/record-donation';
import { recomputeTotals } from '../src/totals/recompute-totals';
import { donationForm } from './helpers/donation-requests';
import { hashSessionToken, SESSION_COOKIE } from '../src/auth/session';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { appWithStorage } from './helpers/app-with-storage';
import { recordingMediaServer } from './helpers/recording-media-server';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { uploadFile } from './helpers/upload-requests';
import { debateReplay, streamReplay } from './helpers/replay-fixtures';
import { MemoryFileStorage } from './helpers/memory-file-storage';

// The rules of docs/roles.md, checked by the server: every mutating
// or private route called as each role. Each call gets a fresh set of accounts so that one
// role's success (say, registering) cannot change what the next role is answered.

type Role = 'visitor' | 'user' | 'pending' | 'activated' | 'admin';
const ROLES: Role[] = ['visitor', 'user', 'pending', 'activated', 'admin'];
type Expected = 200 | 201 | 202 | 204 | '2xx' | 400 | 401 | 403 | 404 | 409;
type Cookies = Record<string, string>;

interface World {
  cookies: Record<Role, Cookies>;
  /** The activated candidate (owned by the 'activated' role). */
  candidateId: number;
  /** The not activated candidate (owned by the 'pending' role). */
  pendingCandidateId: number;
  messageId: number;
  /** A chat message held for review in state-CA, for the moderation rows (see setup). */
  chatMessageId: number;
  postId: number;
  /** A succeeded gift the 'user' role made while logged in (own-gifts rules, refunds). */
  giftId: number;
  /** A monthly gift of the 'user' role, who also has a saved card (one-tap rows). */
  planId: number;
  /** A file the activated candidate uploaded (the photo row's setup: an upload costs). */
  photoPath?: string;
  unique: string;
  /** A viewer's media session (live video rows' setup). */
  mediaSessionId?: string;
  /** The public number of the 'user' role's session (the account page's list). */
  userSessionNumber: number;
  /** An upcoming tournament a row's setup made (support's cancel). */
  tournamentId?: number;
  /** A chat ban a row's setup made (support's lift). */
  chatRestrictionId?: number;
  /** A comment of the activated candidate on their post (comment reports, support's hide). */
  commentId?: number;
  /** A replay a row's setup made (the owner's delete, support's hide). */
  replayId?: number;
}

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (w: World) => string;
  payload?: (w: World) => object;
  /** Runs before the call, as the activated candidate where needed. */
  setup?: (app: FastifyInstance, w: World, db: Db) => Promise<void>;
  expect: Record<Role, Expected>;
}

/** The routes check only that it is a session description; the media server is a recorder. */
/** A chat message anyone may send to California's channel (opened by a channel read first). */
const CHAT_MESSAGE = {
  channelId: 'state-CA',
  username: 'Sam',
  message: 'Hello',
  isModerated: false,
};
const openCaliforniaChannel = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/api/stream/channel/state/CA' });

const MEDIA_OFFER = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';

const STATES = ['AL', 'AK', 'AZ', 'AR', 'CO', 'CT', 'DE', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS'];
let stateIndex = 0;

const candidateForm = {
  name: 'Jordan Lee',
  position: 'Mayor',
  geographicCode: 'OR',
  email: 'jordan@example.com',
  phone: '5035550123',
  bio: 'Neighbour.',
  experience: '',
  platform: 'Parks.',
};

let moneyRank = 0;

/** The activated candidate goes live and publishes; a viewer opens a media session. */
async function watchedLiveStream(app: FastifyInstance, w: World): Promise<void> {
  const cookies = w.cookies.activated;
  await app.inject({ method: 'POST', url: '/api/stream/start', cookies });
  const room = { kind: 'stream', candidateId: w.candidateId };
  await app.inject({
    method: 'POST',
    url: '/api/media/publish',
    cookies,
    payload: { room, offer: MEDIA_OFFER },
  });
  const watch = await app.inject({ method: 'POST', url: '/api/media/watch', payload: { room } });
  w.mediaSessionId = watch.json<{ sessionId: string }>().sessionId;
}

/**
 * state-CA's chat with the world's activated candidate scheduled there (the most money of
 * California's list, so the first of the stage's pair) and a held message to act on.
 */
async function moderatedChannel(app: FastifyInstance, w: World, db: Db): Promise<void> {
  await app.inject({ method: 'GET', url: '/api/stream/channel/state/CA' });
  moneyRank += 1;
  await db.query('update candidates set total_donations_cents = $2 where id = $1', [
    w.candidateId,
    1_000_000_000 + moneyRank,
  ]);
  const { rows } = await db.query<{ id: number }>(
    `insert into chat_messages (channel_id, username, message, is_moderated)
     values ('state-CA', 'Linker', 'see paid.com', true) returning id`,
  );
  w.chatMessageId = rows[0].id;
}

/** A ban in California's chat, straight in the table (support's list and lift rows). */
async function bannedInCalifornia(app: FastifyInstance, w: World, db: Db): Promise<void> {
  await openCaliforniaChannel(app);
  const { rows } = await db.query<{ id: number }>(
    `insert into chat_restrictions (channel_id, name_key, name_folded, username)
     values ('state-CA', 'troll9', true, 'troll9') returning id`,
  );
  w.chatRestrictionId = rows[0].id;
}

/** A comment of the activated candidate on their own post. */
async function commentOfActivated(_app: FastifyInstance, w: World, db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `insert into post_comments (post_id, user_id, content)
     select id, user_id, 'My own comment' from posts where id = $1 returning id`,
    [w.postId],
  );
  w.commentId = rows[0].id;
}

/** The bytes of the rows' replays: only the rows read them, through the database. */
const replayFiles = new MemoryFileStorage();

/** A replay of the activated candidate's past fundraising stream. */
async function streamReplayOfActivated(_app: FastifyInstance, w: World, db: Db): Promise<void> {
  w.replayId = (await streamReplay(db, replayFiles, w.candidateId)).replayId;
}

/** A replay of a debate, hidden by support (the unhide row). */
async function hiddenDebateReplay(_app: FastifyInstance, w: World, db: Db): Promise<void> {
  w.replayId = (await debateReplay(db, replayFiles, 'OR', [w.candidateId])).replayId;
  await db.query('update recordings set hidden_at = now() where id = $1', [w.replayId]);
}

/** Every account of the world unverified, as right after sign-up. */
async function unverified(_app: FastifyInstance, _w: World, db: Db): Promise<void> {
  await db.query('update users set email_verified_at = null');
}

const ROWS: Row[] = [
  // Applying and campaign links need a verified address, whatever the role.
  {
    name: 'POST /api/candidate/register (unverified address: refused)',
    method: 'POST',
    url: () => '/api/candidate/register',
    setup: unverified,
    payload: () => candidateForm,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 403 },
  },
  {
    name: 'POST /api/candidates (unverified address: refused)',
    method: 'POST',
    url: () => '/api/candidates',
    setup: unverified,
    payload: () => ({
      name: 'Riley Park',
      position: 'governor',
      geographicCode: 'OR',
      bio: 'Teacher.',
      isActive: true,
    }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 403 },
  },
  {
    name: 'POST /api/campaign-urls (unverified address: refused)',
    method: 'POST',
    url: () => '/api/campaign-urls',
    setup: unverified,
    payload: (w) => ({ urlType: 'donation', urlSlug: w.unique, title: 'Give' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 403 },
  },
  // ...but an unverified account still gives and chats (docs/mail.md: until verified it
  // "can browse, give and chat"): a guard added to these routes turns these rows red.
  {
    name: 'POST /api/donations (unverified address: still gives)',
    method: 'POST',
    url: () => '/api/donations',
    setup: unverified,
    payload: (w) => donationForm(w.candidateId),
    expect: { visitor: 201, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'POST /api/chat (unverified address: still chats)',
    method: 'POST',
    url: () => '/api/chat',
    payload: () => CHAT_MESSAGE,
    setup: async (app, w, db) => {
      await unverified(app, w, db);
      await openCaliforniaChannel(app);
    },
    expect: { visitor: 201, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  // The account basics (docs/mail.md): a member's own password, address and sessions.
  {
    name: 'POST /api/account/password (own; the fixtures have no password: 400)',
    method: 'POST',
    url: () => '/api/account/password',
    payload: () => ({ currentPassword: 'not the password', newPassword: 'a new password' }),
    expect: { visitor: 401, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  {
    name: 'POST /api/account/password-reset (anyone; the same answer for any address)',
    method: 'POST',
    url: () => '/api/account/password-reset',
    payload: (w) => ({ email: `reset-${w.unique}@example.com` }),
    expect: { visitor: 202, user: 202, pending: 202, activated: 202, admin: 202 },
  },
  {
    name: 'POST /api/account/password-reset/confirm (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/account/password-reset/confirm',
    payload: () => ({ token: 'u'.repeat(43), newPassword: 'a new password' }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  {
    name: 'POST /api/account/email-verification (own; verified already: 409)',
    method: 'POST',
    url: () => '/api/account/email-verification',
    expect: { visitor: 401, user: 409, pending: 409, activated: 409, admin: 409 },
  },
  {
    name: 'POST /api/account/email-verification (own; unverified: sent)',
    method: 'POST',
    url: () => '/api/account/email-verification',
    setup: unverified,
    expect: { visitor: 401, user: 202, pending: 202, activated: 202, admin: 202 },
  },
  {
    name: 'POST /api/account/email-verification/confirm (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/account/email-verification/confirm',
    payload: () => ({ token: 'v'.repeat(43) }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  // The one-time sign-in link of a throttled account, asked for and used by anyone.
  {
    name: 'POST /api/auth/sign-in-link (anyone; the same answer for any address)',
    method: 'POST',
    url: () => '/api/auth/sign-in-link',
    payload: (w) => ({ email: `link-${w.unique}@example.com` }),
    expect: { visitor: 202, user: 202, pending: 202, activated: 202, admin: 202 },
  },
  {
    name: 'POST /api/auth/sign-in-link/confirm (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/auth/sign-in-link/confirm',
    payload: () => ({ token: 's'.repeat(43) }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  // The best-efforts follow-up's link (docs/donation-rules.md), used by anyone holding it.
  {
    name: 'POST /api/donations/donor-details (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/donations/donor-details',
    payload: () => ({ token: 'd'.repeat(43), employer: 'Acme', occupation: 'Welder' }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  // The monthly plan's renewal link (docs/donation-rules.md "Monthly gifts"), used by anyone
  // holding it.
  {
    name: 'POST /api/donations/plan-renewal (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/donations/plan-renewal',
    payload: () => ({ token: 'r'.repeat(43) }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  {
    name: 'POST /api/donations/plan-renewal/confirm (anyone holding a link; unknown: 400)',
    method: 'POST',
    url: () => '/api/donations/plan-renewal/confirm',
    payload: () => ({ token: 'r'.repeat(43) }),
    expect: { visitor: 400, user: 400, pending: 400, activated: 400, admin: 400 },
  },
  {
    name: 'GET /api/account/sessions (own)',
    method: 'GET',
    url: () => '/api/account/sessions',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: "DELETE /api/account/sessions/:sessionId (own only; another's answers 404)",
    method: 'DELETE',
    url: (w) => `/api/account/sessions/${w.userSessionNumber}`,
    expect: { visitor: 401, user: 204, pending: 404, activated: 404, admin: 404 },
  },
  {
    name: 'POST /api/account/sessions/end-others (own)',
    method: 'POST',
    url: () => '/api/account/sessions/end-others',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/auth/user',
    method: 'GET',
    url: () => '/api/auth/user',
    // A visitor is answered null (200): nobody is logged in.
    expect: { visitor: 200, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/tournament (logged in)',
    method: 'POST',
    url: () => '/api/tournament',
    payload: () => {
      const state = STATES[stateIndex++ % STATES.length];
      return {
        name: `${state} tournament`,
        type: 'state',
        geographicCode: state,
        status: 'upcoming',
        startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      };
    },
    expect: { visitor: 401, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'POST /api/candidates (standalone application: logged in, one profile per account)',
    method: 'POST',
    url: () => '/api/candidates',
    payload: () => ({
      name: 'Riley Park',
      position: 'governor',
      geographicCode: 'OR',
      bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
      isActive: true,
    }),
    expect: { visitor: 401, user: 201, pending: 409, activated: 409, admin: 201 },
  },
  {
    name: 'GET /api/candidate/profile (own)',
    method: 'GET',
    url: () => '/api/candidate/profile',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/candidate/register',
    method: 'POST',
    url: () => '/api/candidate/register',
    payload: () => candidateForm,
    expect: { visitor: 401, user: 201, pending: 409, activated: 409, admin: 201 },
  },
  {
    name: 'PUT /api/candidate/profile (own profile only)',
    method: 'PUT',
    url: () => '/api/candidate/profile',
    payload: () => candidateForm,
    expect: { visitor: 401, user: 403, pending: 200, activated: 200, admin: 403 },
  },
  {
    name: 'PUT /api/candidate/platform (own profile only)',
    method: 'PUT',
    url: () => '/api/candidate/platform',
    payload: () => ({ experience: 'Council, 4 years', platform: 'Parks.' }),
    expect: { visitor: 401, user: 403, pending: 200, activated: 200, admin: 403 },
  },
  {
    name: 'DELETE /api/candidate/profile (own profile only)',
    method: 'DELETE',
    url: () => '/api/candidate/profile',
    expect: { visitor: 401, user: 403, pending: '2xx', activated: '2xx', admin: 403 },
  },
  {
    name: 'GET /api/messages/candidate/:id (owner-only inbox)',
    method: 'GET',
    url: (w) => `/api/messages/candidate/${w.candidateId}`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'PATCH /api/messages/:id/read (owner only)',
    method: 'PATCH',
    url: (w) => `/api/messages/${w.messageId}/read`,
    expect: { visitor: 401, user: 403, pending: 403, activated: '2xx', admin: 403 },
  },
  {
    name: 'POST /api/messages/send (logged in)',
    method: 'POST',
    url: () => '/api/messages/send',
    payload: (w) => ({
      recipientId: 0, // replaced in `call` with the candidate owner's id
      candidateId: w.candidateId,
      subject: 'Question',
      message: 'Where do you stand on parks?',
    }),
    expect: { visitor: 401, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'POST /api/objects/upload (logged in)',
    method: 'POST',
    url: () => '/api/objects/upload',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'PUT /api/candidate/:id/photo (owner only)',
    method: 'PUT',
    url: (w) => `/api/candidate/${w.candidateId}/photo`,
    setup: async (app, w) => {
      w.photoPath = await uploadFile(app, w.cookies.activated, SAMPLE_BYTES.png, 'image/png');
    },
    payload: (w) => ({ photoURL: w.photoPath }),
    expect: { visitor: 401, user: 403, pending: 403, activated: '2xx', admin: 403 },
  },
  {
    // Express links (express-links.test.ts): the candidate owner only, not support.
    name: 'POST /api/candidate/:id/express-links (owner only)',
    method: 'POST',
    url: (w) => `/api/candidate/${w.candidateId}/express-links`,
    payload: () => ({ amount: 5 }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 201, admin: 403 },
  },
  {
    name: 'GET /api/candidate/:id/express-links (owner only)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/express-links`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    // No such link: the owner learns that, nobody else gets that far.
    name: 'POST /api/candidate/:id/express-links/:id/switch-off (owner only)',
    method: 'POST',
    url: (w) => `/api/candidate/${w.candidateId}/express-links/999999999/switch-off`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 404, admin: 403 },
  },
  {
    name: 'GET /api/candidate/:id/committee-report (owner or support)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/committee-report?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/candidate/:id/committee-report/contributions.csv (owner or support)',
    method: 'GET',
    url: (w) =>
      `/api/candidate/${w.candidateId}/committee-report/contributions.csv?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/candidate/:id/committee-report/summary.csv (owner or support)',
    method: 'GET',
    url: (w) =>
      `/api/candidate/${w.candidateId}/committee-report/summary.csv?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/candidate/:id/committee-report/schedule-a.fec (owner or support)',
    method: 'GET',
    url: (w) =>
      `/api/candidate/${w.candidateId}/committee-report/schedule-a.fec?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/candidate/:id/committee-report/48-hour-notices.fec (owner or support)',
    method: 'GET',
    url: (w) =>
      `/api/candidate/${w.candidateId}/committee-report/48-hour-notices.fec?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  // The campaign's own figures (docs/refcodes.md): the candidate owner only, not support.
  {
    name: 'GET /api/candidate/:id/refcodes (owner only)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/refcodes?from=2026-01-01&to=2026-03-31`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'GET /api/candidate/:id/dashboard (owner only)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/dashboard`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  // Donate page experiments (docs/experiments.md): the owner only.
  {
    name: 'GET /api/candidate/:id/experiments (owner only)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/experiments`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'POST /api/candidate/:id/experiments (owner only)',
    method: 'POST',
    url: (w) => `/api/candidate/${w.candidateId}/experiments`,
    payload: () => ({
      name: 'Headline test',
      variants: ['A', 'B'].map((name) => ({
        name,
        weight: 1,
        variant: {
          headline: `Give ${name}`,
          presetAmounts: [10, 25],
          defaultAmount: 25,
          layout: 'one-page',
        },
      })),
    }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 201, admin: 403 },
  },
  {
    // No such experiment: the owner learns that, nobody else gets that far.
    name: 'POST /api/candidate/:id/experiments/:experimentId/stop (owner only)',
    method: 'POST',
    url: (w) => `/api/candidate/${w.candidateId}/experiments/999999999/stop`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 404, admin: 403 },
  },
  // The excess-gift queue (docs/donation-rules.md "Excessive gifts"): the committee (owner,
  // verified or not) or support. No excess exists in this world: a resolve reaches the queue
  // and is refused for that (404), never for the role.
  {
    name: 'GET /api/candidate/:id/excess-gifts (owner or support)',
    method: 'GET',
    url: (w) => `/api/candidate/${w.candidateId}/excess-gifts`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/candidate/:id/excess-gifts/:excessId/resolve (owner or support)',
    method: 'POST',
    url: (w) => `/api/candidate/${w.candidateId}/excess-gifts/999999/resolve`,
    payload: () => ({ action: 'refund' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 404, admin: 404 },
  },
  {
    name: 'POST /api/shorts/post (logged in)',
    method: 'POST',
    url: () => '/api/shorts/post',
    payload: () => ({ text: 'Every dollar counts', mediaUrl: null }),
    expect: { visitor: 401, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'PUT /api/posts/:postId/like (logged in)',
    method: 'PUT',
    url: (w) => `/api/posts/${w.postId}/like`,
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'DELETE /api/posts/:postId/like (logged in: own like)',
    method: 'DELETE',
    url: (w) => `/api/posts/${w.postId}/like`,
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/posts/:postId/comments (logged in)',
    method: 'POST',
    url: (w) => `/api/posts/${w.postId}/comments`,
    payload: () => ({ text: 'Every dollar counts' }),
    expect: { visitor: 401, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'DELETE /api/posts/:id (author only)',
    method: 'DELETE',
    url: (w) => `/api/posts/${w.postId}`,
    expect: { visitor: 401, user: 403, pending: 403, activated: '2xx', admin: 403 },
  },
  {
    name: 'POST /api/posts/:id/report (logged in, not the author)',
    method: 'POST',
    url: (w) => `/api/posts/${w.postId}/report`,
    payload: () => ({ reason: 'spam', details: '' }),
    // The post is the activated candidate's own: authors cannot report their posts.
    expect: { visitor: 401, user: 201, pending: 201, activated: 403, admin: 201 },
  },
  {
    name: 'GET /api/admin/post-reports (support only)',
    method: 'GET',
    url: () => '/api/admin/post-reports',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/posts/:id/hide (support only)',
    method: 'POST',
    url: (w) => `/api/admin/posts/${w.postId}/hide`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/posts/:id/restore (support only)',
    method: 'POST',
    url: (w) => `/api/admin/posts/${w.postId}/restore`,
    setup: async (_app, w) => {
      await _app.inject({
        method: 'POST',
        url: `/api/admin/posts/${w.postId}/hide`,
        cookies: w.cookies.admin,
      });
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  // Comments, moderated like posts.
  {
    name: 'POST /api/comments/:id/report (logged in, not the author)',
    method: 'POST',
    url: (w) => `/api/comments/${w.commentId}/report`,
    payload: () => ({ reason: 'spam', details: '' }),
    setup: commentOfActivated,
    // The comment is the activated candidate's own: authors cannot report their comments.
    expect: { visitor: 401, user: 201, pending: 201, activated: 403, admin: 201 },
  },
  {
    name: 'GET /api/admin/comment-reports (support only)',
    method: 'GET',
    url: () => '/api/admin/comment-reports',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/comments/:id/hide (support only)',
    method: 'POST',
    url: (w) => `/api/admin/comments/${w.commentId}/hide`,
    setup: commentOfActivated,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/comments/:id/restore (support only)',
    method: 'POST',
    url: (w) => `/api/admin/comments/${w.commentId}/restore`,
    setup: async (app, w, db) => {
      await commentOfActivated(app, w, db);
      await db.query('update post_comments set hidden_at = now() where id = $1', [w.commentId]);
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'GET /api/campaign-urls (logged in: own list)',
    method: 'GET',
    url: () => '/api/campaign-urls',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/campaign-urls (logged in)',
    method: 'POST',
    url: () => '/api/campaign-urls',
    payload: (w) => ({
      urlType: 'donation',
      // Blank: generated under the picked candidate's name (a supporter picks no bare slug).
      urlSlug: '',
      title: 'Spring drive',
      description: '',
      // Members without a profile make supporter links for a verified candidate they pick.
      candidateId: w.candidateId,
    }),
    expect: { visitor: 401, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: 'GET /api/campaign-urls/default-slug (logged in: own default)',
    method: 'GET',
    url: () => '/api/campaign-urls/default-slug',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/campaign-urls/candidates (logged in: supporter picker)',
    method: 'GET',
    url: () => '/api/campaign-urls/candidates',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/donations (everyone may donate)',
    method: 'POST',
    url: () => '/api/donations',
    payload: (w) => donationForm(w.candidateId),
    expect: { visitor: 201, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  {
    name: "GET /api/donations/allowance (logged in: the account's own room left)",
    method: 'GET',
    url: (w) => `/api/donations/allowance?candidateId=${w.candidateId}`,
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/donations/mine (logged in: own gifts)',
    method: 'GET',
    url: () => '/api/donations/mine',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    // Someone else's gift is a 404, as a missing one: its existence is not revealed.
    name: 'GET /api/donations/:id/receipt (own gift only)',
    method: 'GET',
    url: (w) => `/api/donations/${w.giftId}/receipt`,
    expect: { visitor: 401, user: 200, pending: 404, activated: 404, admin: 404 },
  },
  {
    // "Make it monthly" (monthly-offer.test.ts): the own gift only; this one has no election,
    // so it is offered nothing (null) and accepting is a 409.
    name: 'GET /api/donations/:id/monthly-offer (own gift only)',
    method: 'GET',
    url: (w) => `/api/donations/${w.giftId}/monthly-offer`,
    expect: { visitor: 401, user: 200, pending: 404, activated: 404, admin: 404 },
  },
  {
    name: 'POST /api/donations/:id/monthly-offer/accept (own gift only)',
    method: 'POST',
    url: (w) => `/api/donations/${w.giftId}/monthly-offer/accept`,
    expect: { visitor: 401, user: 409, pending: 404, activated: 404, admin: 404 },
  },
  {
    name: 'POST /api/donations/:id/monthly-offer/decline (own gift only)',
    method: 'POST',
    url: (w) => `/api/donations/${w.giftId}/monthly-offer/decline`,
    expect: { visitor: 401, user: 200, pending: 404, activated: 404, admin: 404 },
  },
  {
    // Only the 'user' role has a saved card and an earlier gift; the others have nothing to tap.
    name: 'POST /api/donations/one-tap (logged in, own saved card)',
    method: 'POST',
    url: () => '/api/donations/one-tap',
    payload: (w) => ({ candidateId: w.candidateId, amount: 5, idempotencyKey: `tap-${w.unique}` }),
    expect: { visitor: 401, user: 201, pending: 409, activated: 409, admin: 409 },
  },
  {
    name: 'GET /api/donations/saved-card (logged in: own card, never its token)',
    method: 'GET',
    url: () => '/api/donations/saved-card',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'DELETE /api/donations/saved-card (logged in: own card)',
    method: 'DELETE',
    url: () => '/api/donations/saved-card',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/donations/recurring (logged in: own monthly gifts)',
    method: 'GET',
    url: () => '/api/donations/recurring',
    expect: { visitor: 401, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    // Someone else's plan is a 404, as a missing one (support included: no one else's plans).
    name: 'POST /api/donations/recurring/:id/cancel (own plan only)',
    method: 'POST',
    url: (w) => `/api/donations/recurring/${w.planId}/cancel`,
    expect: { visitor: 401, user: 200, pending: 404, activated: 404, admin: 404 },
  },
  {
    name: 'POST /api/admin/tournaments/:tournamentId/cancel (support only)',
    method: 'POST',
    url: (w) => `/api/admin/tournaments/${w.tournamentId}/cancel`,
    setup: async (_app, w, db) => {
      // A place of its own each call: one open tournament per place.
      const code = STATES[stateIndex++ % STATES.length];
      await db.query(
        `update tournaments set status = 'completed'
          where geographic_code = $1 and status <> 'completed'`,
        [code],
      );
      const { rows } = await db.query<{ id: number }>(
        `insert into tournaments (level, geographic_code, name, status, start_date)
         values ('state', $1, 'Role table', 'upcoming', now() + interval '7 days') returning id`,
        [code],
      );
      w.tournamentId = rows[0].id;
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/donations/:id/refund (support only)',
    method: 'POST',
    url: (w) => `/api/admin/donations/${w.giftId}/refund`,
    payload: () => ({ reason: 'Role table' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/chat (everyone may chat)',
    method: 'POST',
    url: () => '/api/chat',
    payload: () => CHAT_MESSAGE,
    setup: async (app) => {
      await openCaliforniaChannel(app);
    },
    expect: { visitor: 201, user: 201, pending: 201, activated: 201, admin: 201 },
  },
  // Chat moderation (docs/roles.md): the channel's scheduled candidates and support. Each world's
  // activated candidate is made California's first (most money), so the stage schedules them;
  // the pending candidate is Texan, so moderates nothing here.
  {
    name: 'GET /api/chat/:channelId/settings (everyone; says who moderates)',
    method: 'GET',
    url: () => '/api/chat/state-CA/settings',
    setup: moderatedChannel,
    expect: { visitor: 200, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'GET /api/chat/:channelId/held (moderators only)',
    method: 'GET',
    url: () => '/api/chat/state-CA/held',
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/chat/:channelId/messages/:messageId/approve (moderators only)',
    method: 'POST',
    url: (w) => `/api/chat/state-CA/messages/${w.chatMessageId}/approve`,
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/chat/:channelId/messages/:messageId/reject (moderators only)',
    method: 'POST',
    url: (w) => `/api/chat/state-CA/messages/${w.chatMessageId}/reject`,
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 204, admin: 204 },
  },
  {
    name: 'DELETE /api/chat/:channelId/messages/:messageId (moderators only)',
    method: 'DELETE',
    url: (w) => `/api/chat/state-CA/messages/${w.chatMessageId}`,
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 204, admin: 204 },
  },
  {
    name: 'POST /api/chat/:channelId/messages/:messageId/restrict (moderators only)',
    method: 'POST',
    url: (w) => `/api/chat/state-CA/messages/${w.chatMessageId}/restrict`,
    payload: () => ({ kind: 'timeout', minutes: 10 }),
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 201, admin: 201 },
  },
  {
    name: 'PUT /api/chat/:channelId/slow-mode (moderators only)',
    method: 'PUT',
    url: () => '/api/chat/state-CA/slow-mode',
    payload: () => ({ seconds: 0 }),
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 200 },
  },
  // Support lists and lifts time-outs and bans; debaters cannot undo them.
  {
    name: 'GET /api/admin/chat-restrictions (support only)',
    method: 'GET',
    url: () => '/api/admin/chat-restrictions?channelId=state-CA',
    setup: bannedInCalifornia,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/chat-restrictions/:id/lift (support only)',
    method: 'POST',
    url: (w) => `/api/admin/chat-restrictions/${w.chatRestrictionId}/lift`,
    setup: bannedInCalifornia,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/stream/start (activated only)',
    method: 'POST',
    url: () => '/api/stream/start',
    expect: { visitor: 401, user: 403, pending: 403, activated: 201, admin: 403 },
  },
  {
    name: 'POST /api/stream/end (activated only)',
    method: 'POST',
    url: () => '/api/stream/end',
    setup: async (app, w) => {
      await app.inject({ method: 'POST', url: '/api/stream/start', cookies: w.cookies.activated });
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'GET /api/stream/stats (activated only)',
    method: 'GET',
    url: () => '/api/stream/stats',
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'POST /api/media/publish own stream (the live candidate only)',
    method: 'POST',
    url: () => '/api/media/publish',
    payload: (w) => ({ room: { kind: 'stream', candidateId: w.candidateId }, offer: MEDIA_OFFER }),
    setup: async (app, w) => {
      await app.inject({ method: 'POST', url: '/api/stream/start', cookies: w.cookies.activated });
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    name: 'POST /api/media/publish debate stage (the scheduled candidates only)',
    method: 'POST',
    url: () => '/api/media/publish',
    payload: () => ({ room: { kind: 'debate', stateCode: 'CA' }, offer: MEDIA_OFFER }),
    setup: moderatedChannel,
    expect: { visitor: 401, user: 403, pending: 403, activated: 200, admin: 403 },
  },
  {
    // A click-in grants a camera on the stage: verified candidates only (docs/roles.md
    // "One eligibility rule"); a pending candidate is refused like a member.
    name: 'POST /api/media/click-ins (verified candidates, once per debate)',
    method: 'POST',
    url: () => '/api/media/click-ins',
    payload: () => ({ stateCode: 'NM', durationSeconds: 30 }),
    setup: async (_app, _w, db) => {
      // New Mexico's stage (two verified candidates), with neither of the world's on it.
      await insertCandidate(db, { name: 'Stage One', stateCode: 'NM', isActivated: true });
      await insertCandidate(db, { name: 'Stage Two', stateCode: 'NM', isActivated: true });
    },
    expect: { visitor: 401, user: 403, pending: 403, activated: 201, admin: 403 },
  },
  {
    name: 'POST /api/media/watch (anyone)',
    method: 'POST',
    url: () => '/api/media/watch',
    payload: (w) => ({ room: { kind: 'stream', candidateId: w.candidateId } }),
    setup: watchedLiveStream,
    expect: { visitor: 200, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    // The session id is the capability: whoever opened the session holds it.
    name: 'POST /api/media/sessions/:sessionId/answer (the holder of the session)',
    method: 'POST',
    url: (w) => `/api/media/sessions/${w.mediaSessionId}/answer`,
    payload: () => ({ answer: MEDIA_OFFER }),
    setup: watchedLiveStream,
    expect: { visitor: 204, user: 204, pending: 204, activated: 204, admin: 204 },
  },
  {
    name: 'DELETE /api/media/sessions/:sessionId (the holder of the session)',
    method: 'DELETE',
    url: (w) => `/api/media/sessions/${w.mediaSessionId}`,
    setup: watchedLiveStream,
    expect: { visitor: 204, user: 204, pending: 204, activated: 204, admin: 204 },
  },
  {
    name: 'POST /api/admin/candidates/:id/activate (support only)',
    method: 'POST',
    url: (w) => `/api/admin/candidates/${w.pendingCandidateId}/activate`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/candidates/:id/deactivate (support only)',
    method: 'POST',
    url: (w) => `/api/admin/candidates/${w.candidateId}/deactivate`,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/users/make-admin (support only)',
    method: 'POST',
    url: () => '/api/admin/users/make-admin',
    payload: () => ({ email: 'someone@paid.test' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  // Donor links and the excess queue seen by support (docs/donation-rules.md): support only.
  {
    name: 'POST /api/admin/donor-links (support only)',
    method: 'POST',
    url: () => '/api/admin/donor-links',
    payload: (w) => ({ emails: [`a-${w.unique}@paid.test`, `b-${w.unique}@paid.test`] }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: '2xx' },
  },
  {
    name: 'GET /api/admin/excess-gifts (support only)',
    method: 'GET',
    url: () => '/api/admin/excess-gifts',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/excess-gifts/:excessId/resolve (support only)',
    method: 'POST',
    url: () => '/api/admin/excess-gifts/999999/resolve',
    payload: () => ({ action: 'refund' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 404 },
  },
  // Election cycles and elections (docs/donation-rules.md "Elections"): support only.
  {
    name: 'GET /api/admin/elections (support only)',
    method: 'GET',
    url: () => '/api/admin/elections',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/election-cycles (support only)',
    method: 'POST',
    url: () => '/api/admin/election-cycles',
    payload: () => ({ id: '2041-2042', startsOn: '2040-11-07', endsOn: '2042-11-04', limit: 3500 }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 201 },
  },
  {
    name: 'PATCH /api/admin/election-cycles/:cycleId (support only)',
    method: 'PATCH',
    url: () => '/api/admin/election-cycles/2027-2028',
    payload: () => ({ limitProvisional: true }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/elections (support only)',
    method: 'POST',
    url: () => '/api/admin/elections',
    payload: () => ({ cycle: '2027-2028', kind: 'special', scope: 'OR', date: '2027-05-18' }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 201 },
  },
  {
    name: 'PATCH /api/admin/elections/:electionId (support only)',
    method: 'PATCH',
    url: () => '/api/admin/elections/1',
    payload: () => ({ dateProvisional: false }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  // Remote releases: support only. Nothing is published in this world, so support's calls
  // reach the store and are refused for that (404, 409), never for the role.
  {
    name: 'GET /api/admin/releases (support only)',
    method: 'GET',
    url: () => '/api/admin/releases',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/releases (support only)',
    method: 'POST',
    url: () => '/api/admin/releases',
    payload: () => ({
      remote: 'mf_shorts',
      id: '20261125T071502Z-08c6718',
      gitRevision: '08c6718',
    }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 404 },
  },
  {
    name: 'POST /api/admin/releases/:remote/rollback (support only)',
    method: 'POST',
    url: () => '/api/admin/releases/mf_shorts/rollback',
    payload: () => ({}),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 409 },
  },
  {
    name: 'POST /api/admin/releases/:remote/canary (support only)',
    method: 'POST',
    url: () => '/api/admin/releases/mf_shorts/canary',
    payload: () => ({ release: '20261125T071502Z-08c6718', percent: 5 }),
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 404 },
  },
  {
    name: 'POST /api/admin/releases/:remote/promote (support only)',
    method: 'POST',
    url: () => '/api/admin/releases/mf_shorts/promote',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 409 },
  },
  {
    name: 'POST /api/admin/releases/:remote/drop-canary (support only)',
    method: 'POST',
    url: () => '/api/admin/releases/mf_shorts/drop-canary',
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  // Replays (docs/video.md "Replays"): the candidate deletes their own stream's replay (support
  // hides instead), support hides and shows again any replay.
  {
    name: 'DELETE /api/candidate/:id/replays/:id (the owner only)',
    method: 'DELETE',
    url: (w) => `/api/candidate/${w.candidateId}/replays/${w.replayId}`,
    setup: streamReplayOfActivated,
    expect: { visitor: 401, user: 403, pending: 403, activated: 204, admin: 403 },
  },
  {
    name: 'POST /api/admin/replays/:id/hide (support only)',
    method: 'POST',
    url: (w) => `/api/admin/replays/${w.replayId}/hide`,
    setup: streamReplayOfActivated,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: 'POST /api/admin/replays/:id/unhide (support only)',
    method: 'POST',
    url: (w) => `/api/admin/replays/${w.replayId}/unhide`,
    setup: hiddenDebateReplay,
    expect: { visitor: 401, user: 403, pending: 403, activated: 403, admin: 200 },
  },
  {
    name: "PUT /api/account/language (everyone may choose: a cookie, and a member's account)",
    method: 'PUT',
    url: () => '/api/account/language',
    payload: () => ({ language: 'es' }),
    expect: { visitor: 200, user: 200, pending: 200, activated: 200, admin: 200 },
  },
  {
    name: 'POST /api/client-errors (everyone may report)',
    method: 'POST',
    url: () => '/api/client-errors',
    payload: () => ({ remote: 'mf_shorts', release: 'built', message: 'boom' }),
    expect: { visitor: '2xx', user: '2xx', pending: '2xx', activated: '2xx', admin: '2xx' },
  },
];

let worldCounter = 0;

/** A fresh world: one account per role, two candidates, a message, a post, a gift and a plan. */
async function makeWorld(db: Db): Promise<World> {
  worldCounter += 1;
  const tag = `${worldCounter}-${process.pid}`;
  const userId = await insertUser(db);
  const pendingId = await insertUser(db);
  const activatedId = await insertUser(db);
  const adminId = await insertUser(db);
  await db.query('update users set is_admin = true where id = $1', [adminId]);
  await db.query(
    `insert into users (email, first_name, last_name) values ('someone@paid.test', 'Some', 'One')
     on conflict do nothing`,
  );
  // Its own name: activating it (support's row) must not meet another world's verified name.
  const pendingCandidateId = await insertCandidate(db, {
    userId: pendingId,
    name: `Pending ${tag}`,
    stateCode: 'TX',
  });
  const candidateId = await insertCandidate(db, { userId: activatedId, isActivated: true });
  // The helpers insert rows directly; the running totals must count them as the app would.
  await db.transaction((tx) => recomputeTotals(tx));
  const cookies: Record<Role, Cookies> = {
    visitor: {},
    user: await loginCookies(db, userId),
    pending: await loginCookies(db, pendingId),
    activated: await loginCookies(db, activatedId),
    admin: await loginCookies(db, adminId),
  };
  const { rows: messages } = await db.query<{ id: number }>(
    `insert into direct_messages (candidate_id, sender_user_id, sender_name, subject, message)
     values ($1, $2, 'Vera Voter', 'Hi', 'Hello') returning id`,
    [candidateId, userId],
  );
  const { rows: posts } = await db.query<{ id: number }>(
    `insert into posts (user_id, content) values ($1, 'Mine') returning id`,
    [activatedId],
  );
  const gift = await db.transaction((tx) =>
    recordSucceededDonation(tx, {
      candidateId,
      amountCents: 2500,
      donorName: 'Vera Voter',
      donorEmail: `vera-${tag}@paid.test`,
      idempotencyKey: `role-table-${tag}`,
      userId,
    }),
  );
  // The 'user' role saved a card (as the provider keeps it) and gives monthly.
  await db.query(
    `insert into test_payment_tokens (token, behaviour, expiry) values ($1, 'succeeds', '12/39')`,
    [`test_tok_role_${tag}`],
  );
  await db.query(
    `insert into saved_cards (user_id, provider_token, brand, last4) values ($1, $2, 'Visa', '4242')`,
    [userId, `test_tok_role_${tag}`],
  );
  const { rows: plans } = await db.query<{ id: number }>(
    `insert into recurring_plans (user_id, candidate_id, amount_cents, anchor_on, next_charge_on)
     values ($1, $2, 2500, current_date, (current_date + interval '1 month')::date) returning id`,
    [userId, candidateId],
  );
  return {
    planId: plans[0].id,
    cookies,
    candidateId,
    pendingCandidateId,
    messageId: messages[0].id,
    chatMessageId: 0,
    postId: posts[0].id,
    giftId: gift.donation.id,
    unique: `slug-${tag}`,
    userSessionNumber: (
      await db.query<{ number: number }>('select number from sessions where id = $1', [
        hashSessionToken(cookies.user[SESSION_COOKIE]),
      ])
    ).rows[0].number,
  };
}

/**
 * Routes of the contract with no row, each with why: anyone may call them, or something other
 * than a role authorizes them. Every other route must have a row (the test below), so a new
 * private route without one fails here.
 */
const NOT_ROLE_CHECKED: Record<string, string> = {
  'GET /api/health': 'public: load balancer health check',
  'POST /api/auth/signup': 'public: creating an account',
  'POST /api/auth/login': 'public: logging in',
  'POST /api/auth/logout': 'public: ends whatever session the cookie names',
  'GET /api/releases': 'public: which remote release to load',
  'GET /api/competition/all-states': 'public read',
  'GET /api/charts/candidates/:candidateId': 'public read',
  'GET /api/charts/candidates/:candidateId/live-stream': 'public read',
  'GET /api/charts/states/:state': 'public read',
  'GET /api/charts/rounds/:level/:code': 'public read',
  'GET /api/counties/:state': 'public read',
  'GET /api/cities/:state/:countyFips': 'public read',
  'GET /api/tournament/:level/:code/brackets': 'public read',
  'GET /api/tournament/:level/:code': 'public read',
  'GET /api/candidates/:code': 'public read',
  'GET /api/candidate/check': "public: answers the session's own candidate, or none",
  'GET /api/chat/:channelId': 'public read (held messages are filtered by the server)',
  'GET /api/media/status': 'public read',
  'GET /api/media/publishers': 'public read: who is live in a room',
  'GET /api/media/hls': "public read: a live stream's HLS playlist and whether to use it",
  'GET /api/stream/channel/state/:stateCode': 'public read',
  'POST /api/stream/:candidateId/watch': "public: counts the page's viewer",
  'GET /api/stream/candidate/:candidateId': 'public read',
  'GET /api/stream/candidate/:candidateId/donations': 'public read',
  'GET /api/donations/recent': 'public read',
  'GET /api/donations/payment-mode': 'public read: test mode or not',
  'GET /api/candidate/:candidateId/donate-variant':
    "public: the visitor's own sticky variant of the donate page (donate-experiments.test.ts)",
  'GET /api/express-links/:token':
    'public read of what a link offers, charging nothing (express-links.test.ts)',
  'POST /api/express-links/:token/give':
    "the link's token and the session's own saved card (express-links.test.ts: 401, 409)",
  'PUT /api/objects/upload/:token':
    'the one-time token in the path authorizes it (upload-routes.test.ts), not a role',
  'GET /api/posts': 'public read',
  'GET /api/posts/:postId': 'public read (hidden posts: post-moderation.test.ts)',
  'GET /api/posts/:postId/comments': 'public read',
  'GET /api/replays/candidate/:candidateId': 'public read (hidden, deleted: replays.test.ts)',
  'GET /api/replays/state/:stateCode': 'public read (hidden, deleted: replays.test.ts)',
  'GET /api/replays/:replayId': 'public read (hidden, deleted: support only, replays.test.ts)',
};

/** '/api/donations/:donationId/receipt' as a pattern any value of each parameter matches. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
}

describe('the role table covers the contract', () => {
  const contractRoutes = allContractRoutes();
  // A row's name starts with its method and path (':id' for any parameter's name).
  const rowRoutes = ROWS.map((row) => {
    const [method, path] = row.name.split(' ');
    assert.equal(method, row.method, `${row.name}: the name starts with the row's method`);
    return { method, path };
  });

  it('has a row for every route that is not public, and excuses only routes that exist', () => {
    const missing = contractRoutes
      .filter(({ method, path }) => {
        const pattern = pathPattern(path);
        return !rowRoutes.some((row) => row.method === method && pattern.test(row.path));
      })
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => NOT_ROLE_CHECKED[route] === undefined);
    assert.deepEqual(missing, [], 'routes without a role-table row: add a row, or say why not');
    const exceptions = Object.keys(NOT_ROLE_CHECKED);
    const known = new Set(contractRoutes.map(({ method, path }) => `${method} ${path}`));
    assert.deepEqual(
      exceptions.filter((route) => !known.has(route)),
      [],
      'exceptions that are no route of the contract',
    );
  });
});

function matches(status: number, expected: Expected): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}

for (const kind of DATABASE_KINDS) {
  describe(`every private or mutating route, as every role (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      const roomy = { max: 100_000, windowMs: 60_000 };
      ({ app } = appWithStorage(
        database.db,
        undefined,
        {},
        {
          posts: roomy,
          messages: roomy,
          chat: roomy,
          logIn: roomy,
          signUp: roomy,
        },
        { media: recordingMediaServer() },
      ));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    for (const row of ROWS) {
      it(row.name, async () => {
        const problems: string[] = [];
        for (const role of ROLES) {
          const world = await makeWorld(database.db);
          await row.setup?.(app, world, database.db);
          let payload = row.payload?.(world);
          if (row.name.startsWith('POST /api/messages/send')) {
            const { rows } = await database.db.query<{ userId: number }>(
              'select user_id as "userId" from candidates where id = $1',
              [world.candidateId],
            );
            payload = { ...payload, recipientId: rows[0].userId };
          }
          const response = await app.inject({
            method: row.method,
            url: row.url(world),
            cookies: world.cookies[role],
            ...(payload === undefined ? {} : { payload }),
          });
          if (!matches(response.statusCode, row.expect[role])) {
            problems.push(
              `${role}: expected ${row.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
            );
          }
          if (response.statusCode >= 400) {
            assert.equal(typeof response.json().message, 'string', `${role}: JSON error format`);
          }
        }
        assert.deepEqual(problems, []);
      });
    }
  });
}
