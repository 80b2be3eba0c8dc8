import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { contractRoutes, type RouteDef } from 'shared-api/contracts';
import { DEFAULT_RATE_LIMITS as SERVER_RATE_LIMITS } from '../src/http/rate-limits';
import { NUL_CHARACTER_MESSAGE } from '../src/http/validate';
import { prepareDatabase } from '../src/startup';
import { appWithStorage } from './helpers/app-with-storage';
import { fingerprintDb, type DbFingerprint } from './helpers/db-fingerprint';
import { NASTY_STRINGS, nastyNumber } from './helpers/fuzz-inputs';
import {
  describeFuzz,
  errorAnswerProblem,
  expectation,
  fuzzRequest,
  sendFuzz,
} from './helpers/fuzz-requests';
import { insertUser, loginCookies, makeRoles } from './helpers/make-accounts';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { VALID_CALLS, type FuzzRole, type FuzzWorld } from './helpers/valid-requests';

// Bad input against every mutating route of the contract (docs/errors.md: "bad input
// gets a clear message and changes nothing"). The routes come from contractRoutes(), so a
// route added to the contract later is fuzzed without touching this file. Each is called a
// hundred times (FUZZ_RUNS) with generated params and bodies (wrong types, huge and odd text,
// markup, extra fields, undecodable JSON, foreign content types), as a visitor and as each kind
// of account; every answer must be a 4xx in the API's error format, never a 5xx, and the
// database must be exactly as it was (every table's rows, counted and checksummed).
//
// Only the rate-limit counters are left out of the fingerprint: on PostgreSQL they are rows
// (migration 0013) and every request counts, refused or not, which is their purpose. Sessions
// are only read by these requests (a log-out with a bad body is refused before it runs), and
// the tournament clock is not running in an app built for tests.
//
// FUZZ_RUNS (default 100, fast-check's own default) and FUZZ_SEED replay a failure fast-check
// reported. Each run draws a new seed, so runs add up to more inputs; 300 a route took twice
// the CPU (75 against 38 core-seconds) of a CI that has 2 cores. FUZZ_RUNS=1000 explores more.

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Runs of the "valid but hostile text" property per route (sign-up hashes: keep it small). */
const VALID_RUNS = Math.max(10, Math.round(RUNS / 12));

/** Ids from here up name nothing in the test database (checked in `before`). */
const ABSENT_ID_FLOOR = 10_000_000;

const ROLES: readonly FuzzRole[] = ['visitor', 'user', 'pending', 'active', 'admin'];

/** Every limit far out of reach: a 429 would end the checks before the input is looked at. */
const UNLIMITED = Object.fromEntries(
  Object.keys(SERVER_RATE_LIMITS).map((name) => [name, { max: 1_000_000, windowMs: 60_000 }]),
);

/** Tables whose rows every request may change: the shared rate-limit counters. */
const UNCOUNTED = { exclude: ['rate_limit_hits', 'rate_limit_buckets'] } as const;

const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;
const MUTATING_ROUTES = contractRoutes().filter((route) => route.method !== 'GET');
// Stopping a media session is idempotent (docs/video.md): a viewer's page stops its picture
// after End Stream has already closed the room, so a well-formed id that names no session is
// answered 204 like an ended one. Ids that fail the schema are still refused.
const ABSENT_IS_DONE = new Set(['DELETE /api/media/sessions/:sessionId']);

for (const kind of DATABASE_KINDS) {
  describe(`fuzzing every mutating route (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let cookies: Record<FuzzRole, Record<string, string>>;
    let world: FuzzWorld;

    before(async () => {
      database = await createTestDatabase(kind);
      const { db } = database;
      // The demo data, as a server starts: every table holds rows the fuzz must leave alone.
      await prepareDatabase(db, { empty: false });
      const roles = await makeRoles(db);
      const adminId = await insertUser(db, { firstName: 'Ada', lastName: 'Admin' });
      await db.query('update users set is_admin = true where id = $1', [adminId]);
      cookies = {
        visitor: roles.visitor,
        user: roles.user.cookies,
        pending: roles.pending.cookies,
        active: roles.active.cookies,
        admin: await loginCookies(db, adminId),
      };
      const { rows: posts } = await db.query<{ id: number }>('select id from posts limit 1');
      const { rows: channels } = await db.query<{ id: string }>(
        'select id from stream_channels limit 1',
      );
      let unique = 0;
      world = {
        activeUserId: roles.active.id,
        activeCandidateId: roles.active.candidateId,
        postId: posts[0].id,
        channelId: channels[0].id,
        unique: () => `${process.pid}-${(unique += 1)}`,
      };
      const { rows } = await db.query<{ highest: number }>(
        `select greatest((select max(id) from users), (select max(id) from candidates),
                         (select max(id) from posts), (select max(id) from direct_messages),
                         (select max(id) from donations)) as highest`,
      );
      assert.ok(rows[0].highest < ABSENT_ID_FLOOR, 'the absent-id floor is above every real id');
      app = appWithStorage(db, new MemoryFileStorage(), {}, UNLIMITED).app;
      await app.ready();
    });
    after(async () => {
      await app?.close();
      await database?.dispose();
    });

    it('finds the mutating routes in the contract', () => {
      assert.ok(MUTATING_ROUTES.length >= 20, `${MUTATING_ROUTES.length} mutating routes`);
    });

    // What the fuzz found once, pinned so a random run need not find it again.
    describe('regressions the fuzz found', () => {
      it('refuses text holding NUL with a 400 naming the field (PostgreSQL cannot store it)', async () => {
        const call = VALID_CALLS['POST /api/campaign-urls'](world);
        const before = await fingerprintDb(database.db, UNCOUNTED);
        const response = await app.inject({
          method: 'POST',
          url: '/api/campaign-urls',
          cookies: cookies[call.role],
          payload: { ...call.body, title: 'Spring\u0000drive' },
        });
        assert.equal(response.statusCode, 400);
        assert.deepEqual(response.json().errors, { title: NUL_CHARACTER_MESSAGE });
        assert.deepEqual(await fingerprintDb(database.db, UNCOUNTED), before);
      });

      it('answers a path segment over the router limit with a 414 in the API error format', async () => {
        const response = await app.inject({
          method: 'PUT',
          url: `/api/posts/${'9'.repeat(150)}/like`,
          cookies: cookies.user,
        });
        assert.equal(response.statusCode, 414);
        assert.deepEqual(response.json(), { message: 'A part of the URL is too long' });
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
      });
    });

    describe('bad input: a 4xx JSON error, and the database unchanged', () => {
      /** The database as the previous route's fuzz left it, which is this route's "before". */
      let fingerprint: DbFingerprint;
      before(async () => {
        fingerprint = await fingerprintDb(database.db, UNCOUNTED);
      });

      for (const route of MUTATING_ROUTES) {
        it(routeKey(route), async () => {
          const sample = VALID_CALLS[routeKey(route)]?.(world).body;
          let sent = 0;
          await fc.assert(
            fc.asyncProperty(
              fuzzRequest(route, ROLES, ABSENT_ID_FLOOR, sample),
              async (request) => {
                // A request the server may carry out is not bad input: skip it.
                const expected = expectation(route, request, ABSENT_ID_FLOOR);
                fc.pre(
                  expected !== 'valid' &&
                    !(expected === 'absent' && ABSENT_IS_DONE.has(routeKey(route))),
                );
                sent += 1;
                const response = await sendFuzz(app, route, request, cookies[request.role]);
                const problem = errorAnswerProblem(response);
                assert.equal(problem, null, `${describeFuzz(route, request)} -> ${problem}`);
              },
            ),
            { numRuns: RUNS, seed: SEED, includeErrorInReport: true },
          );
          assert.ok(sent >= RUNS / 2, `only ${sent} of ${RUNS} generated requests were bad input`);
          // The next route compares with this state, so a change fails only the route that made it.
          const before = fingerprint;
          fingerprint = await fingerprintDb(database.db, UNCOUNTED);
          assert.deepEqual(fingerprint, before, `${routeKey(route)} changed the database`);
        });
      }
    });

    describe('valid calls carrying hostile text or numbers: never a 5xx', () => {
      for (const route of MUTATING_ROUTES) {
        const makeCall = VALID_CALLS[routeKey(route)];
        if (!makeCall) continue;
        it(routeKey(route), async () => {
          const template = makeCall(world);
          const fields = Object.keys(template.body).filter((key) =>
            ['string', 'number'].includes(typeof template.body[key]),
          );
          const hostileText = fc.oneof(
            fc.constantFrom(...NASTY_STRINGS),
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.string({ unit: 'grapheme', maxLength: 10 }),
          );
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...fields),
              hostileText,
              nastyNumber,
              async (field, text, number) => {
                // A fresh call each time: unique emails, slugs and keys stay unique.
                const call = makeCall(world);
                const body = {
                  ...call.body,
                  [field]: typeof call.body[field] === 'number' ? number : text,
                };
                const request = {
                  role: call.role,
                  params: call.params ?? {},
                  body: { kind: 'json' as const, value: body },
                };
                const response = await sendFuzz(app, route, request, cookies[call.role]);
                const where = `${describeFuzz(route, request)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
                assert.ok(response.statusCode < 500, where);
                if (response.statusCode >= 400) {
                  assert.equal(errorAnswerProblem(response), null, where);
                } else if (response.statusCode !== 204) {
                  const parsed = route.response.safeParse(response.json());
                  assert.ok(parsed.success, `${where}: answer does not match the contract`);
                }
              },
            ),
            { numRuns: VALID_RUNS, seed: SEED, includeErrorInReport: true },
          );
        });
      }
    });
  });
}
