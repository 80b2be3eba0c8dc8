import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { FIRST_PAINT_ELEMENT_ID, firstPaintHtml } from '../src/http/first-paint';
import { SESSION_COOKIE } from '../src/auth/session';
import type { Db } from '../src/db/db';
import { matchRoute } from '../src/http/page-preloads';
import { STAGE_STILL_DATA_URL } from '../src/http/stage-still';
import { queryKeys } from 'shared-api/query-keys';
import { shellHtml } from '../src/http/shell-html';
import { makeFixtureSite } from './helpers/fixture-site';
import { pageElement, PAGE_ELEMENTS } from './helpers/page-elements';
import { insertCandidate, insertUser } from './helpers/make-accounts';
import { testApp, unusedDb } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

const HTML = { accept: 'text/html' };

/** What a request without a session cookie is told about who is logged in: nobody. */
const VISITOR_AUTH = { queryKey: ['auth', 'user'], data: null };

function pageDataOf(html: string): unknown {
  return pageElement(html, PAGE_ELEMENTS.pageData) ?? null;
}

describe("the page's heading painted before the scripts (first-paint.ts)", () => {
  it('matches a route with its parameters', () => {
    assert.deepEqual(matchRoute('/PaidState/ca')?.params, { state: 'ca' });
    assert.equal(matchRoute('/tournament/CA')?.route.screen, 'tournament-screen');
    assert.equal(matchRoute('/learn-more'), null);
  });

  it("copies each screen's first heading, with the state's name from the URL", () => {
    assert.match(
      firstPaintHtml('/home') ?? '',
      /<h1>MONEY TALKS<\/h1><p>Where Every Dollar Counts<\/p>/,
    );
    const state = firstPaintHtml('/PaidState/ca') ?? '';
    assert.match(state, /<h1 class="pfp-title"><span class="pfp-code">CA<\/span>California<\/h1>/);
    assert.match(state, /The California state competition: the eight candidates/);
    // Justified, so the copy's lead (in the fallback font) spans the column and is never a
    // smaller paint than the screen's lead in Inter (first-paint.ts).
    assert.match(state, /\.pfp-lead\{[^}]*text-align:justify/);
    assert.match(firstPaintHtml('/tournament/NY') ?? '', />New York Debate Tournament<\/h1>/);
    assert.match(firstPaintHtml('/campaign-url-generator') ?? '', />Campaign URL Generator<\/h1>/);
    // The donate page's limit rule, the same for every candidate the page carries.
    const candidate = (id: number) => [
      { queryKey: queryKeys.candidates.detail(id), data: { id, name: `Candidate ${id}` } },
    ];
    const donate = firstPaintHtml('/donate/1', candidate(1)) ?? '';
    assert.match(
      donate,
      /<p class="pfp-note">Each person may give a candidate up to \$3,500 per election; the primary and the general election count separately\.<\/p>/,
    );
    assert.equal(firstPaintHtml('/donate/2', candidate(2)), donate);
    assert.match(donate, /\.pfp-note\{[^}]*text-align:justify/);
    assert.equal(firstPaintHtml('/donate/2', candidate(1)), null);
    // Hidden from assistive technology: the real heading follows with the screen.
    assert.match(
      firstPaintHtml('/home') ?? '',
      new RegExp(`id="${FIRST_PAINT_ELEMENT_ID}" aria-hidden="true"`),
    );
  });

  it("copies a page of data's first text from the page's own data, escaped", () => {
    const bio = 'First line\n<img src=x onerror="alert(1)"> & more';
    const page = [
      {
        queryKey: queryKeys.candidates.detail(7),
        data: { id: 7, name: 'Ann <b>Lee</b>', bio, experience: '  ' },
      },
    ];
    const html = firstPaintHtml('/candidate/7', page) ?? '';
    assert.match(html, /<h1 class="pfp-title">Ann &lt;b&gt;Lee&lt;\/b&gt;<\/h1>/);
    assert.ok(
      html.includes(
        '<p class="pfp-text">First line\n&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more</p>',
      ),
    );
    assert.doesNotMatch(html, /<img|<b>/);
    // Blank experience: no paragraph (the screen shows its fallback instead).
    assert.equal(html.match(/class="pfp-text"/g)?.length, 1);
    // Another candidate's data, or none: nothing.
    assert.equal(firstPaintHtml('/candidate/8', page), null);

    const feed = [
      {
        queryKey: queryKeys.posts.feed(),
        data: { pages: [{ posts: [{ content: 'Newest <i>post</i>' }, { content: 'Older' }] }] },
      },
    ];
    const shorts = firstPaintHtml('/Shorts', feed) ?? '';
    assert.match(shorts, /<h1 class="pfp-title">Shorts<\/h1>/);
    assert.match(shorts, /<p class="pfp-text">Newest &lt;i&gt;post&lt;\/i&gt;<\/p>/);
    assert.doesNotMatch(shorts, /Older/);
    const empty = [{ queryKey: queryKeys.posts.feed(), data: { pages: [{ posts: [] }] } }];
    assert.equal(firstPaintHtml('/Shorts', empty), null);
  });

  it("draws the stage's still under the tournament's heading, larger than its video", () => {
    const copy = firstPaintHtml('/tournament/CA') ?? '';
    assert.match(
      copy,
      /<div class="pfp-stage"><img class="pfp-still" src="data:image\/webp;base64,[A-Za-z0-9+/=]+" alt="" width="640" height="360"><\/div>/,
    );
    // Taller than the video's frame (16rem), so the frame is never the larger paint.
    assert.match(copy, /\.pfp-still\{[^}]*min-height:17rem/);
    // A WebP of 640 x 360: larger than the stage's video (480 x 270), which the browser
    // counts at no more than that size.
    const bytes = Buffer.from(STAGE_STILL_DATA_URL.split(',')[1] ?? '', 'base64');
    assert.equal(bytes.toString('latin1', 0, 4), 'RIFF');
    // The extended format's header: the canvas size less one, in 24 bits each.
    assert.equal(bytes.toString('latin1', 8, 16), 'WEBPVP8X');
    assert.equal(bytes.readUIntLE(24, 3) + 1, 640);
    assert.equal(bytes.readUIntLE(27, 3) + 1, 360);
    // At least 0.05 bits per pixel drawn as a laptop's stage (757 x 426): Chromium does not
    // count emptier images as a paint.
    assert.ok(bytes.length * 8 >= 0.05 * 757 * 426, `${bytes.length} bytes`);
  });

  it("writes nothing for unknown states, pages of data and the shell's own pages", () => {
    for (const path of [
      '/PaidState/ZZ',
      '/tournament/<b>',
      // Pages of data without their data (a member's /Shorts, an unknown candidate).
      '/Shorts',
      '/candidate/1',
      '/donate/1',
      '/',
      '/learn-more',
      '/no/such/page',
    ]) {
      assert.equal(firstPaintHtml(path), null, path);
    }
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

describe("a state's page data: its five first answers as the API answers a visitor (page-data.ts)", () => {
  const served = siteWithDatabase(async (db) => {
    await insertCandidate(db, { name: 'Stella State', isActivated: true });
  });
  const app = () => served.app;
  const API = [
    [['tournament', 'brackets', 'state', 'CA'], '/api/tournament/state/CA/brackets'],
    [['charts', 'round', 'state', 'CA'], '/api/charts/rounds/state/CA'],
    [['charts', 'state', 'CA'], '/api/charts/states/CA'],
    [['candidates', 'by-geography', 'CA'], '/api/candidates/CA'],
    [['geography', 'counties', 'CA'], '/api/counties/CA'],
  ] as const;

  it('writes the bracket, the charts, the candidates and the counties under the hooks’ keys', async () => {
    const expected = [];
    for (const [queryKey, url] of API) {
      const answer = await app().inject({ method: 'GET', url });
      assert.equal(answer.statusCode, 200, url);
      expected.push({ queryKey, data: answer.json() });
    }
    const candidates = expected[3]?.data as { name: string }[];
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
