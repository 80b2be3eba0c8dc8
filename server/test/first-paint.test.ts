import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FirstPaintAsset } from 'shared-api/first-paint';
import { queryKeys } from 'shared-api/query-keys';
import { SESSION_COOKIE } from '../src/auth/session';
import { REPO_ROOT } from '../src/config';
import type { Db } from '../src/db/db';
import { firstPaintHtml } from '../src/http/first-paint';
import type { PageDatum } from '../src/http/page-data';
import { matchRoute } from '../src/http/page-preloads';
import { remoteEntries } from '../src/http/remotes';
import { shellHtml } from '../src/http/shell-html';
import { copyReleaseFiles, publishRelease } from '../src/releases/release-store';
import { listRemotes } from '../src/remote-list';
import { makeFixtureSite } from './helpers/fixture-site';
import {
  remoteFirstPaint,
  writeFirstPaint,
  writeRemoteFirstPaints,
} from './helpers/first-paint-builds';
import { FIRST_PAINT_ELEMENT_ID, pageElement, PAGE_ELEMENTS } from './helpers/page-elements';
import { insertCandidate, insertUser } from './helpers/make-accounts';
import { testApp, unusedDb } from './helpers/test-app';
import { makeBuild, releaseId, remote } from './helpers/release-fixtures';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

const HTML = { accept: 'text/html' };

/** What a request without a session cookie is told about who is logged in: nobody. */
const VISITOR_AUTH = { queryKey: ['auth', 'user'], data: null };

function pageDataOf(html: string): unknown {
  return pageElement(html, PAGE_ELEMENTS.pageData) ?? null;
}

/** The first paint of `pathname` from the builds in `site` (or elsewhere, by `overrides`). */
function paint(
  site: string,
  pathname: string,
  pageData: readonly PageDatum[] = [],
  overrides: Record<string, string> = {},
): Promise<string | null> {
  return firstPaintHtml(
    pathname,
    { siteDir: site, remoteOverrides: overrides },
    remoteEntries(overrides),
    pageData,
  );
}

/** The Shorts feed's first page as a page carries it, with posts saying `contents`. */
const feedData = (...contents: string[]): PageDatum[] => [
  {
    queryKey: queryKeys.posts.feed(),
    data: { pages: [{ posts: contents.map((content) => ({ content })) }], pageParams: [null] },
  },
];

const candidateData = (id: number, candidate: Record<string, unknown>): PageDatum[] => [
  { queryKey: queryKeys.candidates.detail(id), data: { id, ...candidate } },
];

describe("a page's first paint: its remote's build's markup, with the page's values (first-paint.ts)", () => {
  let site: string;
  // Builds of this test's own: what the server does with any remote's first paints.
  const shorts: FirstPaintAsset = {
    css: '.t{color:red}',
    screens: {
      'shorts-screen': {
        requires: ['first-post'],
        parts: ['<h1>This build</h1>', { value: 'first-post', before: '<p>', after: '</p>' }],
      },
      'post-screen': {
        parts: ['<h1>A post</h1>', { value: 'candidate-bio', before: '<p>', after: '</p>' }],
      },
    },
  };
  const brackets: FirstPaintAsset = {
    css: '',
    screens: {
      'state-screen': {
        requires: ['state-code'],
        parts: ['<h1>', { value: 'state-code', after: ' ' }, { value: 'state-name' }, '</h1>'],
      },
    },
  };
  const candidate: FirstPaintAsset = {
    css: '',
    screens: {
      'candidate-screen': {
        requires: ['candidate-name'],
        parts: [
          { value: 'candidate-name', before: '<h1>', after: '</h1>' },
          { value: 'candidate-bio', before: '<p>', after: '</p>' },
          { value: 'candidate-experience', before: '<p>', after: '</p>' },
        ],
      },
    },
  };
  before(() => {
    site = makeFixtureSite();
    writeFirstPaint(path.join(site, 'mf-shorts/dist'), shorts);
    writeFirstPaint(path.join(site, 'mf-brackets/dist'), brackets);
    writeFirstPaint(path.join(site, 'mf-candidate/dist'), candidate);
    // A build whose first paint is not of the format: as if it had none.
    fs.mkdirSync(path.join(site, 'mf-debate/dist'), { recursive: true });
    fs.writeFileSync(path.join(site, 'mf-debate/dist/first-paint.json'), '{"screens":[]}');
  });
  after(() => fs.rmSync(site, { recursive: true, force: true }));

  it('matches a route with its parameters', () => {
    assert.deepEqual(matchRoute('/PaidState/ca')?.params, { state: 'ca' });
    assert.equal(matchRoute('/tournament/CA')?.route.screen, 'tournament-screen');
    assert.equal(matchRoute('/learn-more'), null);
  });

  it("writes the screen's markup and its build's style, hidden from assistive technology", async () => {
    assert.equal(
      await paint(site, '/Shorts', feedData('Newest', 'Older')),
      `<style>.t{color:red}</style><div id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true">` +
        '<h1>This build</h1><p>Newest</p></div>',
    );
  });

  it("fills in the page's values as text, never markup", async () => {
    const html = await paint(
      site,
      '/Shorts',
      feedData('First line\n<img src=x onerror="alert(1)"> & more'),
    );
    assert.ok(
      html?.includes(
        '<p>First line\n&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more</p>',
      ),
      html ?? 'no first paint',
    );
    assert.doesNotMatch(html ?? '', /<img/);
    // The state's code and name from the URL (any case, spaces trimmed), a known state only.
    assert.match((await paint(site, '/PaidState/%20ca')) ?? '', /<h1>CA California<\/h1>/);
    assert.equal(await paint(site, '/PaidState/ZZ'), null);
    assert.equal(await paint(site, '/PaidState/%3Cb%3E'), null);
    // The candidate of the page's own id, from the page's data.
    const ann = candidateData(7, { name: 'Ann <b>Lee</b>', bio: 'Bio', experience: '  ' });
    assert.match(
      (await paint(site, '/candidate/7', ann)) ?? '',
      /<h1>Ann &lt;b&gt;Lee&lt;\/b&gt;<\/h1><p>Bio<\/p><\/div>$/,
    );
    assert.equal(await paint(site, '/candidate/8', ann), null);
  });

  it('writes nothing without a value the screen requires, and leaves out a slot without its value', async () => {
    assert.equal(await paint(site, '/Shorts'), null);
    assert.equal(await paint(site, '/Shorts', feedData()), null);
    assert.equal(await paint(site, '/Shorts', feedData('   ')), null);
    assert.match(
      (await paint(site, '/Shorts/3')) ?? '',
      /aria-hidden="true"><h1>A post<\/h1><\/div>$/,
    );
  });

  it('writes nothing where no build of the page says what to paint', async () => {
    for (const pathname of [
      // A screen the build draws no first paint for.
      '/Shorts/moderation',
      // A build without a first paint (an older one) or with one not of the format.
      '/campaign-url-generator',
      '/tournament/CA',
      // The shell's own pages and unknown ones.
      '/',
      '/learn-more',
      '/no/such/page',
    ]) {
      assert.equal(await paint(site, pathname, feedData('Post')), null, pathname);
    }
    // A remote served from elsewhere (PAID_REMOTES): its files are not known here.
    const elsewhere = { mf_shorts: 'https://cdn.example/mf-shorts/mf-manifest.json' };
    assert.equal(await paint(site, '/Shorts', feedData('Post'), elsewhere), null);
  });

  it("goes just before the shell's root element", () => {
    const html = shellHtml('<html><head></head><body><div id="root"></div></body></html>', {
      remotes: [],
      preloads: [],
      firstPaint: '<div id="x"></div>',
    });
    assert.match(html, /<body><div id="x"><\/div><div id="root"><\/div><\/body>/);
  });
});

describe("each remote's build paints its screens' tops (src/first-paint.ts of each remote)", () => {
  let site: string;
  before(() => {
    site = makeFixtureSite();
    writeRemoteFirstPaints(site);
  });
  after(() => fs.rmSync(site, { recursive: true, force: true }));

  it('paints each measured page, the way it was measured (bench/src/lighthouse.ts)', async () => {
    const casey = candidateData(1, { name: 'Casey Morales', bio: 'A bio.', experience: 'Years.' });
    const pages: [string, PageDatum[], RegExp[]][] = [
      ['/home', [], [/<h1>[^<]+<\/h1>/]],
      [
        '/PaidState/CA',
        [],
        [
          /<span class="pfp-code">CA<\/span>California<\/h1>/,
          /\.pfp-lead\{[^}]*text-align:justify/,
        ],
      ],
      [
        '/tournament/CA',
        [],
        [
          />California [^<]+<\/h1>/,
          // A still of the stage where its video goes, a little taller than the video's frame.
          /<img class="pfp-still" src="data:image\/webp;base64,[A-Za-z0-9+/=]+" alt="" width="640" height="360">/,
          /\.pfp-still\{[^}]*min-height:17rem/,
        ],
      ],
      [
        '/candidate/1',
        casey,
        [
          /<h1 class="pfp-title">Casey Morales<\/h1>/,
          /<p class="pfp-text">A bio\.<\/p><p class="pfp-text">Years\.<\/p>/,
        ],
      ],
      [
        '/Shorts',
        feedData('A post'),
        [/<h1 class="pfp-title">[^<]+<\/h1>/, /<p class="pfp-text">A post<\/p>/],
      ],
      ['/campaign-url-generator', [], [/<h1 class="pfp-title">[^<]+<\/h1><p class="pfp-lead">/]],
      [
        '/donate/1',
        casey,
        [/<p class="pfp-note">[^<]+<\/p>/, /\.pfp-note\{[^}]*text-align:justify/],
      ],
    ];
    for (const [pathname, pageData, expected] of pages) {
      const html = (await paint(site, pathname, pageData)) ?? '';
      for (const pattern of expected) assert.match(html, pattern, pathname);
    }
  });

  it("holds the remotes' words: server/src and shell/src write none of them", () => {
    const texts = listRemotes().flatMap((remote) =>
      Object.values(remoteFirstPaint(remote.package).screens).flatMap((screen) =>
        screen.parts
          .filter((part): part is string => typeof part === 'string')
          .flatMap((html) => html.split(/<[^>]*>/))
          .map((text) => text.trim())
          // Not a single word such as 'Shorts', which the shell's top bar names too.
          .filter((text) => text.length >= 8),
      ),
    );
    assert.ok(texts.length >= 7, texts.join(' | '));
    const still = /src="(data:[^"]{40})/.exec(
      remoteFirstPaint('mf-debate').screens['tournament-screen']?.parts.join('') ?? '',
    )?.[1];
    assert.ok(still, "the tournament's still");
    const sources = ['server/src', 'shell/src'].flatMap((folder) =>
      fs
        .readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|js|html)$/.test(file))
        .map((file) => path.join(folder, file)),
    );
    for (const file of sources) {
      const source = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
      for (const text of [...texts, still]) {
        assert.ok(!source.includes(text), `${file} writes a remote's first paint: "${text}"`);
      }
    }
  });
});

describe('the data a page shows first, written into it (page-data.ts)', () => {
  let site: string;
  let app: FastifyInstance;
  const summary = { totalPlatform: 12.5, activeStates: 1, totalCandidates: 3, totalDonors: 2 };
  const db: Db = {
    ...unusedDb(),
    query: (async (sql: string) => {
      if (sql.includes('from platform_totals')) {
        return { rows: [{ totalRaisedCents: 1250, totalCandidates: 3, totalDonors: 2 }] };
      }
      return {
        rows: [
          { stateCode: 'CA', totalRaisedCents: 1250, stateCandidates: 3, activeCandidates: 3 },
        ],
      };
    }) as Db['query'],
  };
  before(async () => {
    site = makeFixtureSite();
    writeRemoteFirstPaints(site);
    app = testApp(db, { siteDir: site });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('writes the competition summary into /home under its query key, as the API answers it', async () => {
    const html = (await app.inject({ method: 'GET', url: '/home', headers: HTML })).body;
    const api = (await app.inject({ method: 'GET', url: '/api/competition/all-states' })).json();
    const data = pageDataOf(html) as { queryKey: unknown[]; data: Record<string, unknown> }[];
    assert.deepEqual(
      data.map((d) => d.queryKey),
      [
        ['competition', 'summary'],
        ['auth', 'user'],
      ],
    );
    assert.deepEqual(data[0]?.data, api);
    assert.deepEqual(
      Object.fromEntries(Object.keys(summary).map((key) => [key, data[0]?.data[key]])),
      summary,
    );
    assert.match(html, new RegExp(`<div id="${FIRST_PAINT_ELEMENT_ID}"`));
  });

  it('writes only who is logged in into other pages, and nothing when the database fails', async () => {
    const other = (await app.inject({ method: 'GET', url: '/PaidCounty/CA/037', headers: HTML }))
      .body;
    assert.deepEqual(pageDataOf(other), [VISITOR_AUTH]);
    const failing = testApp(unusedDb(), { siteDir: site });
    try {
      const html = (await failing.inject({ method: 'GET', url: '/home', headers: HTML })).body;
      assert.equal(pageDataOf(html), null);
      assert.ok(html.includes('<div id="root"></div>'));
    } finally {
      await failing.close();
    }
  });
});

/**
 * The app on a fixture site and a fresh embedded database that `seed` fills, for the
 * describe block it is called in.
 */
function siteWithDatabase(seed: (db: Db) => Promise<void>) {
  const served = {} as { app: FastifyInstance; site: string; database: TestDatabase };
  before(async () => {
    served.site = makeFixtureSite();
    writeRemoteFirstPaints(served.site);
    served.database = await createTestDatabase('pglite');
    await seed(served.database.db);
    served.app = testApp(served.database.db, { siteDir: served.site });
    await served.app.ready();
  });
  after(async () => {
    await served.app.close();
    await served.database.dispose();
    fs.rmSync(served.site, { recursive: true, force: true });
  });
  return served;
}

describe("a candidate's page data: the candidate as the API answers it (page-data.ts)", () => {
  let candidateId: number;
  const served = siteWithDatabase(async (db) => {
    const id = await insertCandidate(db, { name: 'Paige Data', isActivated: true });
    await db.query('update candidates set bio = $1 where id = $2', [
      'Bio with </script><b>markup</b> in it',
      id,
    ]);
    candidateId = id;
  });
  const app = () => served.app;

  it('writes the candidate, its stream, its chart, and the payment mode under the hooks’ keys', async () => {
    const api = (
      await app().inject({ method: 'GET', url: `/api/candidate/${candidateId}` })
    ).json();
    assert.equal(api.bio, 'Bio with </script><b>markup</b> in it');
    const answer = async (url: string) => (await app().inject({ method: 'GET', url })).json();
    const pages = {
      [`/candidate/${candidateId}`]: [
        { queryKey: ['candidates', 'detail', candidateId], data: api },
        {
          queryKey: ['stream', 'candidate', candidateId],
          data: await answer(`/api/stream/candidate/${candidateId}`),
        },
        {
          queryKey: ['charts', 'candidate', candidateId],
          data: await answer(`/api/charts/candidates/${candidateId}`),
        },
      ],
      [`/donate/${candidateId}`]: [
        { queryKey: ['candidates', 'detail', candidateId], data: api },
        {
          queryKey: ['donations', 'payment-mode'],
          data: await answer('/api/donations/payment-mode'),
        },
        // No experiment runs: the visitor's variant is none.
        { queryKey: ['candidates', 'donate-variant', candidateId], data: { assigned: null } },
      ],
    };
    for (const [url, expected] of Object.entries(pages)) {
      const html = (await app().inject({ method: 'GET', url, headers: HTML })).body;
      assert.deepEqual(pageDataOf(html), [...expected, VISITOR_AUTH], url);
      // The bio is data in a JSON script element: its markup never closes the element.
      assert.doesNotMatch(html, /<\/script><b>/);
    }
    // The candidate page's first paint copies the name and bio, as text.
    const page = (
      await app().inject({ method: 'GET', url: `/candidate/${candidateId}`, headers: HTML })
    ).body;
    assert.match(page, /<h1 class="pfp-title">Paige Data<\/h1>/);
    assert.ok(
      page.includes(
        '<p class="pfp-text">Bio with &lt;/script&gt;&lt;b&gt;markup&lt;/b&gt; in it</p>',
      ),
    );
  });

  it('writes nothing for an unknown candidate or an id the API would refuse', async () => {
    for (const url of ['/candidate/999999', '/candidate/abc', '/candidate/0', '/donate/01']) {
      const html = (await app().inject({ method: 'GET', url, headers: HTML })).body;
      assert.deepEqual(pageDataOf(html), [VISITOR_AUTH], url);
      assert.doesNotMatch(html, new RegExp(FIRST_PAINT_ELEMENT_ID), url);
    }
  });
});

describe("a visitor's /Shorts: the feed's first page as the API answers a visitor (page-data.ts)", () => {
  const served = siteWithDatabase(async (db) => {
    const author = await insertUser(db, { firstName: 'Fay', lastName: 'Feed' });
    for (let n = 1; n <= 3; n += 1) {
      await db.query('insert into posts (user_id, content) values ($1, $2)', [
        author,
        `Post ${n} </script><b>`,
      ]);
    }
  });
  const app = () => served.app;

  it('writes the first page in the shape of the feed query, for a visitor only', async () => {
    const api = (await app().inject({ method: 'GET', url: '/api/posts' })).json();
    assert.equal(api.posts.length, 3);
    const html = (await app().inject({ method: 'GET', url: '/shorts', headers: HTML })).body;
    assert.deepEqual(pageDataOf(html), [
      { queryKey: ['posts', 'list', 'feed'], data: { pages: [api], pageParams: [null] } },
      VISITOR_AUTH,
    ]);
    assert.doesNotMatch(html, /<\/script><b>/);
    // The first paint copies the newest post's text, as text.
    assert.match(html, /<p class="pfp-text">Post 3 &lt;\/script&gt;&lt;b&gt;<\/p>/);
    // A member's likes are theirs: their page asks the API.
    const member = (
      await app().inject({
        method: 'GET',
        url: '/Shorts',
        headers: HTML,
        cookies: { [SESSION_COOKIE]: 'any-session-token-at-all-000000' },
      })
    ).body;
    // Nor who is logged in: they ask (a visitor is told 'nobody', as the API tells them).
    assert.equal(pageDataOf(member), null);
    assert.equal((await app().inject({ method: 'GET', url: '/api/auth/user' })).json(), null);
    assert.doesNotMatch(member, new RegExp(FIRST_PAINT_ELEMENT_ID));
  });
});

describe("a state's page data: its six first answers as the API answers a visitor (page-data.ts)", () => {
  const served = siteWithDatabase(async (db) => {
    await insertCandidate(db, { name: 'Stella State', isActivated: true });
  });
  const app = () => served.app;
  const API = [
    [['tournament', 'brackets', 'state', 'CA'], '/api/tournament/state/CA/brackets'],
    [['tournament', 'place', 'state', 'CA'], '/api/tournament/state/CA'],
    [['charts', 'round', 'state', 'CA'], '/api/charts/rounds/state/CA'],
    [['charts', 'state', 'CA'], '/api/charts/states/CA'],
    [['candidates', 'by-geography', 'CA'], '/api/candidates/CA'],
    [['geography', 'counties', 'CA'], '/api/counties/CA'],
  ] as const;

  it('writes the bracket and its tournament, the charts, the candidates and the counties under the hooks’ keys', async () => {
    const expected = [];
    for (const [queryKey, url] of API) {
      const answer = await app().inject({ method: 'GET', url });
      assert.equal(answer.statusCode, 200, url);
      expected.push({ queryKey, data: answer.json() });
    }
    const candidates = expected[4]?.data as { name: string }[];
    assert.deepEqual(
      candidates.map((c) => c.name),
      ['Stella State'],
    );
    // The code is read from the path as the screen reads it: any case, spaces trimmed.
    for (const url of ['/PaidState/CA', '/paidstate/ca', '/PaidState/%20Ca']) {
      const html = (await app().inject({ method: 'GET', url, headers: HTML })).body;
      assert.deepEqual(pageDataOf(html), [...expected, VISITOR_AUTH], url);
    }
  });

  it('writes nothing for a code that is no state', async () => {
    for (const url of [
      '/PaidState/ZZ',
      '/PaidState/C',
      '/PaidState/06037',
      '/tournament/ZZ',
      '/tournament/%3Cb%3E',
    ]) {
      const html = (await app().inject({ method: 'GET', url, headers: HTML })).body;
      assert.deepEqual(pageDataOf(html), [VISITOR_AUTH], url);
    }
  });
});

describe('a release of one remote brings its own first paint (first-paint.ts, releases)', () => {
  const served = {} as {
    app: FastifyInstance;
    site: string;
    releases: string;
    database: TestDatabase;
  };
  before(async () => {
    served.site = makeFixtureSite();
    writeRemoteFirstPaints(served.site);
    served.releases = makeTempDir('paid-test-releases');
    served.database = await createTestDatabase('pglite');
    const author = await insertUser(served.database.db, { firstName: 'Rita', lastName: 'Release' });
    await served.database.db.query('insert into posts (user_id, content) values ($1, $2)', [
      author,
      'A post of the feed',
    ]);
    served.app = testApp(served.database.db, {
      siteDir: served.site,
      releasesDir: served.releases,
    });
    await served.app.ready();
  });
  after(async () => {
    await served.app.close();
    await served.database.dispose();
    fs.rmSync(served.site, { recursive: true, force: true });
    fs.rmSync(served.releases, { recursive: true, force: true });
  });

  /** Copies and records a build of mf-shorts as the release command does; `asset` its first paint. */
  async function releaseShorts(second: number, asset: FirstPaintAsset | null): Promise<string> {
    const id = releaseId(second);
    const build = makeBuild(id);
    try {
      if (asset) writeFirstPaint(build, asset);
      copyReleaseFiles(served.releases, remote('mf_shorts'), id, build);
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
    await publishRelease(served.database.db, served.releases, {
      remote: 'mf_shorts',
      id,
      gitRevision: 'abc1234',
    });
    return id;
  }

  const shortsPage = async () =>
    (await served.app.inject({ method: 'GET', url: '/Shorts', headers: HTML })).body;
  const headingOf = (html: string) => /<h1 class="pfp-title">([^<]*)<\/h1>/.exec(html)?.[1];

  it("paints /Shorts with the live release's heading, then without one for a release that has none", async () => {
    const built = remoteFirstPaint('mf-shorts');
    const builtHeading = headingOf(await shortsPage());
    assert.ok(builtHeading, 'the built dist paints a heading');
    // mf-shorts alone, with a new first heading: as its build writes it, a new heading in its
    // header (the rest of its first paint as it is).
    const renamed: FirstPaintAsset = JSON.parse(
      JSON.stringify(built).replace(
        /(<h1 class=\\"pfp-title\\">)[^<]*(<\/h1>)/,
        '$1Shorts, released alone$2',
      ),
    );
    await releaseShorts(1, renamed);
    const page = await shortsPage();
    assert.equal(headingOf(page), 'Shorts, released alone');
    assert.match(page, /<p class="pfp-text">A post of the feed<\/p>/);
    // An older release, built before first paints: the page starts without one, and works.
    await releaseShorts(2, null);
    const older = await shortsPage();
    assert.doesNotMatch(older, new RegExp(FIRST_PAINT_ELEMENT_ID));
    assert.ok(older.includes('<div id="root"></div>'));
    // Other remotes' pages keep their built dist's first paint.
    const home = (await served.app.inject({ method: 'GET', url: '/home', headers: HTML })).body;
    assert.match(home, new RegExp(`<div id="${FIRST_PAINT_ELEMENT_ID}"`));
  });
});
