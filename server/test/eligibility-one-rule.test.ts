import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contract } from 'shared-api/contracts';
import { SERVER_DIR } from '../src/server-dir';

// The one eligibility rule (docs/roles.md), held as a property of the source (like the role
// table holds the routes):
// what a person may do as a candidate is answered by ONE module, server/src/candidates/
// eligibility.ts, and nothing else re-derives it.
// 1. No server source file but the module reads candidates.is_activated. The only other
//    mentions are writes: support's activation (support/admin-actions.ts), the profile edit's
//    return to pending (candidates/candidate-writes.ts) and the demo seed's insert.
// 2. A route that acts as a candidate asks the module. Every route handler that finds "the
//    caller's own candidate" with a bare guard (requireOwnCandidate and the like, which a
//    pending candidate passes) must also ask the module, or be listed below as managing the
//    own profile, with why a pending candidate may. So a new route that lets a candidate act
//    (debate, publish, moderate, take money...) through requireOwnCandidate fails here.
// 3. The places that decide a right outside a route guard (publishing, the debate pair, chat
//    moderation, the donation's candidate check, chat names, the Verified mark, seeding and
//    the totals) call the module.

const SRC = path.join(SERVER_DIR, 'src');
const ELIGIBILITY = 'candidates/eligibility.ts';

function sourceFiles(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');

/** The text without comments (a comment may say is_activated; only code reads it). */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * Where a file other than the module may name the column: writes only, each as its own
 * statement's pattern. Every occurrence must be inside one of them.
 */
const ALLOWED_WRITES: Record<string, RegExp[]> = {
  // Support verifies or un-verifies (the only place a candidate becomes verified).
  'support/admin-actions.ts': [
    /update candidates set is_activated = \$2, name_key = \$3\s+where id = \$1 and is_activated is distinct from \$2/g,
  ],
  // A verified identity changed: back to pending.
  'candidates/candidate-writes.ts': [/update candidates set is_activated = false where id = \$1/g],
  // The demo seed's insert column list.
  'seed/seed-demo-data.ts': [/'is_activated',/g],
};

/** "file:line: text" of every occurrence of is_activated outside the allowed writes. */
export function readsOfIsActivated(file: string, text: string): string[] {
  if (file === ELIGIBILITY) return [];
  let rest = code(text);
  for (const pattern of ALLOWED_WRITES[file] ?? []) {
    rest = rest.replace(pattern, (match) => match.replace(/is_activated/g, 'IS_WRITTEN'));
  }
  return rest
    .split('\n')
    .flatMap((line, index) =>
      /is_activated/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('one eligibility rule: only candidates/eligibility.ts reads is_activated', () => {
  it('finds no read of is_activated outside the module (writes only where listed)', () => {
    const files = sourceFiles();
    assert.ok(
      files.some((file) => relative(file) === ELIGIBILITY),
      'the module exists',
    );
    const reads = files.flatMap((file) => readsOfIsActivated(relative(file), read(relative(file))));
    assert.deepEqual(
      reads,
      [],
      'ask candidates/eligibility.ts (verifiedCandidateSql, standingColumnsSql, candidateMay) instead',
    );
  });

  it('lists only writes that exist, each still there', () => {
    for (const [file, patterns] of Object.entries(ALLOWED_WRITES)) {
      const text = code(read(file));
      for (const pattern of patterns) {
        assert.ok(new RegExp(pattern.source).test(text), `${file}: ${pattern} is no longer there`);
      }
    }
  });

  it('catches a read written any way (the check is not vacuous)', () => {
    for (const sql of [
      "'select id from candidates where is_active and is_activated'",
      '`select c.is_activated as "isActivated" from candidates c`',
      "'update candidates set name = $2 where id = $1 and IS_ACTIVATED'",
      // A read hidden next to the allowed write is still a read.
      "'update candidates set is_activated = false where id = $1 and is_activated'",
    ]) {
      assert.notDeepEqual(readsOfIsActivated('candidates/candidate-writes.ts', sql), [], sql);
    }
    assert.deepEqual(
      readsOfIsActivated('routes/x.ts', '// a comment naming is_activated\nconst a = 1;'),
      [],
    );
  });
});

// ---------------------------------------------------------------------------------------------

/** Guards a pending candidate passes: "this account has a candidate profile". */
const BARE_CANDIDATE_GUARDS =
  /\b(requireOwnCandidate|requireCandidateOwner|requireCandidateOwnerOrAdmin|candidateOfUser|findCandidateOfUser)\(/;

/** Asking the eligibility module (directly, or through a guard that does: checked below). */
const ASKS_THE_MODULE =
  /\b(requireEligibleCandidate|requireActivatedCandidate|requireCandidateMay|candidateMay|requireChannelModerator|channelModeration|checkCandidateTakesGifts|chatNameStanding)\(/;

/**
 * Routes that find the caller's candidate with a bare guard and do not ask the module, each
 * with why a pending candidate may do it (docs/roles.md, "Candidate, pending verification").
 */
const OWN_PROFILE_ROUTES: Record<string, string> = {
  'GET /api/candidate/check': 'answers whether the session has a profile, nothing it may do',
  'GET /api/candidate/profile': 'reads the own profile',
  'PUT /api/candidate/profile':
    'edits the own profile (a verified identity change sends it back to pending, eligibility.ts)',
  'PUT /api/candidate/platform': 'edits the own platform texts',
  'DELETE /api/candidate/profile': 'removes the own profile',
  'PUT /api/candidate/:candidateId/photo': 'sets the own photo',
  'GET /api/messages/candidate/:candidateId': 'reads the own inbox',
  'PATCH /api/messages/:messageId/read': 'marks the own inbox read',
  'GET /api/candidate/:candidateId/committee-report': 'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/committee-report/contributions.csv':
    'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/committee-report/summary.csv':
    'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/committee-report/schedule-a.fec':
    'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/committee-report/48-hour-notices.fec':
    'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/excess-gifts': 'reads the own records (owner or support)',
  'GET /api/candidate/:candidateId/refcodes': 'reads the own records (the refcode report)',
  'GET /api/candidate/:candidateId/dashboard': 'reads the own records (the campaign dashboard)',
  'GET /api/candidate/:candidateId/experiments': "reads the own donate page's experiments",
  'POST /api/candidate/:candidateId/experiments/:experimentId/stop':
    'stops the own experiment: ending a test needs no right to take gifts',
  'GET /api/candidate/:candidateId/express-links': 'reads the own express links',
  'POST /api/candidate/:candidateId/express-links/:linkId/switch-off':
    'switches the own link off: stopping a link needs no right to take gifts',
  'POST /api/candidate/:candidateId/excess-gifts/:excessId/resolve':
    'refunds or redesignates the own excessive gifts, which the law asks of a committee verified or not (owner or support)',
  'POST /api/campaign-urls':
    "a link's default target is the own profile; slugs follow campaign-slugs.ts",
  'GET /api/campaign-urls/default-slug': "names the own profile's default slug",
  'DELETE /api/candidate/:candidateId/replays/:replayId':
    "takes the own stream's video down: removing one's own content needs no right as a candidate",
};

interface RouteBlock {
  route: string;
  file: string;
  text: string;
}

type ContractArea = Record<string, { method: string; path: string }>;

/** Each registerRoute(...) call of the route files, with the text up to the next one. */
function routeBlocks(): RouteBlock[] {
  const routesDir = path.join(SRC, 'routes');
  return fs.readdirSync(routesDir).flatMap((name) => {
    const file = `routes/${name}`;
    const parts = code(read(file))
      .split(/\bregisterRoute\(/)
      .slice(1);
    return parts.flatMap((text) => {
      const match = /contract\.(\w+)\.(\w+)/.exec(text);
      if (!match) return [];
      const area = (contract as unknown as Record<string, ContractArea>)[match[1]];
      const route = area?.[match[2]];
      return route ? [{ route: `${route.method} ${route.path}`, file, text }] : [];
    });
  });
}

/** The text of `function name(...) {...}` in `text` (braces matched), or ''. */
function functionBody(text: string, name: string): string {
  const start = new RegExp(`function ${name}\\b`).exec(text);
  if (!start) return '';
  // The body's brace ends its line; a return type's object literal ('Promise<{ a: b }>') does not.
  const open = text.indexOf('{\n', start.index);
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}') depth -= 1;
    if (depth === 0) return text.slice(start.index, index + 1);
  }
  return '';
}

describe('one eligibility rule: every route that acts as a candidate asks the module', () => {
  const blocks = routeBlocks();

  it('reads the route files (the check is not vacuous)', () => {
    assert.ok(blocks.length > 50, `${blocks.length} routes found`);
    assert.ok(blocks.some((block) => block.route === 'POST /api/media/publish'));
  });

  it('lets a bare candidate guard through only for managing the own profile', () => {
    const unchecked = blocks
      .filter((block) => BARE_CANDIDATE_GUARDS.test(block.text))
      .filter((block) => !ASKS_THE_MODULE.test(block.text))
      .filter((block) => OWN_PROFILE_ROUTES[block.route] === undefined)
      .map((block) => `${block.route} (${block.file})`);
    assert.deepEqual(
      unchecked,
      [],
      'a route that acts as a candidate asks candidates/eligibility.ts (requireEligibleCandidate); one that only manages the own profile is listed in OWN_PROFILE_ROUTES with why',
    );
  });

  it('excuses only routes of the contract', () => {
    const known = new Set(
      Object.values(contract as unknown as Record<string, ContractArea>).flatMap((area) =>
        Object.values(area).map((route) => `${route.method} ${route.path}`),
      ),
    );
    assert.deepEqual(
      Object.keys(OWN_PROFILE_ROUTES).filter((route) => !known.has(route)),
      [],
      'OWN_PROFILE_ROUTES names a route that is not in the contract',
    );
  });

  it('publishes video, clicks in and streams only through the module', () => {
    const publishing = blocks.filter((block) =>
      /\b(publishGrant|startClickIn|grantPublish|startStream)\(/.test(block.text),
    );
    assert.ok(publishing.length >= 2, 'the publish and click-in routes are found');
    for (const block of publishing) {
      assert.match(
        block.text,
        /\brequire(Eligible|Activated)Candidate\(/,
        `${block.route} publishes without asking the eligibility module`,
      );
    }
  });

  it('moderates a chat only as the module decides', () => {
    for (const block of blocks.filter((b) => b.file === 'routes/chat-moderation-routes.ts')) {
      assert.match(
        block.text,
        /\b(requireChannelModerator|channelModeration|requireAdmin|requireSupport)\(/,
        `${block.route}: a chat moderation route asks who moderates (chat/channel-moderators.ts)`,
      );
    }
  });

  it('has the guards and deciding functions call the module', () => {
    const calls: [file: string, fn: string, pattern: RegExp][] = [
      ['auth/guards.ts', 'requireEligibleCandidate', /requireCandidateMay\(/],
      ['auth/guards.ts', 'requireActivatedCandidate', /requireEligibleCandidate\(/],
      ['media/media-grants.ts', 'publishGrant', /requireCandidateMay\([^)]*'publishVideo'\)/],
      ['media/media-grants.ts', 'stillGranted', /candidateMay\([^;]*'publishVideo'\)/],
      ['media/click-ins.ts', 'currentDebate', /scheduledDebaters\(/],
      ['chat/channel-moderators.ts', 'channelModeration', /stagePairSql\(/],
      [
        'donations/make-donation.ts',
        'checkCandidateTakesGifts',
        /candidateMay\([^;]*'receiveMoney'\)/,
      ],
      ['support/admin-actions.ts', 'setCandidateActivation', /requireNameFree\(/],
      ['candidates/candidate-writes.ts', 'createCandidate', /requireNameFree\(/],
      ['candidates/candidate-writes.ts', 'updateCandidate', /editSendsBackToPending\(/],
      ['tournaments/seed-candidates.ts', 'seedCandidates', /verifiedCandidateSql\(/],
    ];
    for (const [file, fn, pattern] of calls) {
      const body = functionBody(code(read(file)), fn);
      assert.ok(body, `${file}: function ${fn} not found`);
      assert.match(body, pattern, `${file}: ${fn} must ask candidates/eligibility.ts`);
    }
    // The stage pair: the media server's re-export is the module's own function.
    assert.match(read('media/scheduled-debaters.ts'), /from '\.\.\/candidates\/eligibility'/);
    // The chat's name check and the Verified mark of posts.
    assert.match(code(read('chat/send-message.ts')), /chatNameStanding\(/);
    assert.match(code(read('posts/post-queries.ts')), /verifiedCandidateSql\('k'\)/);
    // The lists, totals and seeding count verified candidates by the module's fragment.
    for (const file of ['candidates/candidate-queries.ts', 'totals/recompute-totals.ts']) {
      assert.match(code(read(file)), /verifiedCandidateSql\(/, file);
    }
  });
});
