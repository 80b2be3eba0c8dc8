import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S } from 'shared-api/languages';
import type { FirstPaintAsset } from 'shared-api/first-paint';
import type { Db } from '../src/db/db';
import { matchRoute } from '../src/http/page-preloads';
import { withLanguage } from '../src/http/shell-html';
import { memberLanguage } from '../src/languages/member-language';
import { makeFixtureSite } from './helpers/fixture-site';
import { writeFirstPaint } from './helpers/first-paint-builds';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { FIRST_PAINT_ELEMENT_ID } from './helpers/page-elements';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// A page's language (docs/languages.md "Which language a page is in"): the member's account
// setting, else the paid_lang cookie, else Accept-Language, written into <html lang>; the
// switch (PUT /api/account/language) that sets the cookie and a member's account; and the
// first paint, which a page only gets in its own language.

const HTML = 'text/html';

/** The lang of a page's <html> element. */
function langOf(page: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(page)?.[1];
}

/** English first paints only (as every remote's build wrote them before Spanish). */
const ENGLISH_ONLY: FirstPaintAsset = {
  css: '',
  screens: {
    'state-screen': { requires: ['state-code'], parts: ['<h1>', { value: 'state-name' }, '</h1>'] },
  },
  languages: {},
};

const generatorScreen = matchRoute('/campaign-url-generator')?.route.screen ?? '';

/** A build that paints its screen in English and in Spanish. */
const BOTH_LANGUAGES: FirstPaintAsset = {
  css: '',
  screens: { [generatorScreen]: { requires: [], parts: ['<h1>Make a campaign link</h1>'] } },
  languages: {
    es: { [generatorScreen]: { requires: [], parts: ['<h1>Cree un enlace de campaña</h1>'] } },
  },
};

it('writes the language into the html element, whatever the built file says', () => {
  assert.equal(
    withLanguage('<!doctype html><html lang="en"><body>', 'es'),
    '<!doctype html><html lang="es"><body>',
  );
  assert.equal(withLanguage("<html class='x' lang='en-US'>", 'es'), `<html class='x' lang="es">`);
  assert.equal(withLanguage('<html><head>', 'es'), '<html lang="es"><head>');
  assert.equal(withLanguage('no element here', 'es'), 'no element here');
});

for (const kind of DATABASE_KINDS) {
  describe(`a page's language and the language switch (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let site: string;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      site = makeFixtureSite();
      writeFirstPaint(path.join(site, 'mf-brackets/dist'), ENGLISH_ONLY);
      writeFirstPaint(path.join(site, 'mf-campaign-urls/dist'), BOTH_LANGUAGES);
      app = testApp(db, { siteDir: site });
      await app.ready();
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(site, { recursive: true, force: true });
    });

    const page = (
      url: string,
      {
        acceptLanguage,
        cookies = {},
      }: { acceptLanguage?: string; cookies?: Record<string, string> } = {},
    ) =>
      app.inject({
        method: 'GET',
        url,
        headers: { accept: HTML, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
        cookies,
      });

    const choose = (language: unknown, cookies: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url: '/api/account/language', payload: { language }, cookies });

    it("follows the browser's Accept-Language: Spanish in any region, English for what PAID does not speak", async () => {
      for (const [acceptLanguage, lang] of [
        ['es-MX,es;q=0.9', 'es'],
        ['en-US,en;q=0.9,es;q=0.8', 'en'],
        ['fr', 'en'],
        ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
        [undefined, 'en'],
      ] as const) {
        const response = await page('/learn-more', { acceptLanguage });
        assert.equal(response.statusCode, 200);
        assert.equal(langOf(response.body), lang, String(acceptLanguage));
        // A cache may keep a page only for requests that would choose the same language.
        assert.equal(response.headers.vary, 'Accept-Language, Cookie');
      }
    });

    it('lets the paid_lang cookie beat Accept-Language, and ignores a cookie naming no language', async () => {
      const english = await page('/', {
        acceptLanguage: 'es',
        cookies: { [LANGUAGE_COOKIE]: 'en' },
      });
      assert.equal(langOf(english.body), 'en');
      const spanish = await page('/', {
        acceptLanguage: 'en',
        cookies: { [LANGUAGE_COOKIE]: 'es' },
      });
      assert.equal(langOf(spanish.body), 'es');
      const unknown = await page('/', {
        acceptLanguage: 'es',
        cookies: { [LANGUAGE_COOKIE]: 'fr' },
      });
      assert.equal(langOf(unknown.body), 'es');
    });

    it("sets a visitor's choice as a cookie for a year, and answers it", async () => {
      const response = await choose('es');
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { language: 'es' });
      const cookie = response.cookies.find((c) => c.name === LANGUAGE_COOKIE);
      assert.ok(cookie, 'the language cookie is set');
      assert.equal(cookie.value, 'es');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.maxAge, LANGUAGE_COOKIE_MAX_AGE_S);
      assert.equal(cookie.sameSite, 'Lax');
      // The next page on that browser is in Spanish.
      const next = await page('/', { cookies: { [LANGUAGE_COOKIE]: cookie.value } });
      assert.equal(langOf(next.body), 'es');
    });

    it("keeps a member's choice on their account: their pages follow it on a browser without the cookie", async () => {
      const userId = await insertUser(db);
      const session = await loginCookies(db, userId);
      const response = await choose('es', session);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { language: 'es' });
      assert.equal(await memberLanguage(db, userId), 'es');

      // Another browser: the session only, no language cookie, an English Accept-Language.
      const elsewhere = await loginCookies(db, userId);
      const spanish = await page('/', { acceptLanguage: 'en-US,en;q=0.9', cookies: elsewhere });
      assert.equal(langOf(spanish.body), 'es');
      // The account beats the cookie too.
      const cookieSaysEnglish = await page('/', {
        acceptLanguage: 'en',
        cookies: { ...elsewhere, [LANGUAGE_COOKIE]: 'en' },
      });
      assert.equal(langOf(cookieSaysEnglish.body), 'es');
      await choose('en', session);
      const english = await page('/', {
        acceptLanguage: 'es',
        cookies: { ...elsewhere, [LANGUAGE_COOKIE]: 'es' },
      });
      assert.equal(langOf(english.body), 'en');
    });

    it("refuses a language PAID does not speak with the form's message, and changes nothing", async () => {
      const refused = await choose('fr');
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), {
        message: 'Invalid body: language: Choose English or Spanish',
        errors: { language: 'Choose English or Spanish' },
      });
      assert.equal(refused.cookies.length, 0, 'no cookie set');

      const userId = await insertUser(db);
      const session = await loginCookies(db, userId);
      await choose('es', session);
      for (const language of ['fr', '', null, 'ES']) {
        const response = await choose(language, session);
        assert.equal(response.statusCode, 400, String(language));
        assert.equal(response.cookies.length, 0);
        // Answered in the member's own language.
        assert.deepEqual(response.json().errors, { language: 'Elija inglés o español' });
      }
      assert.equal(await memberLanguage(db, userId), 'es');
    });

    it("paints a page first only in the page's language: a Spanish page never gets the English paint", async () => {
      const english = await page('/PaidState/CA', { acceptLanguage: 'en' });
      assert.match(english.body, /<h1>California<\/h1>/);
      const spanish = await page('/PaidState/CA', { acceptLanguage: 'es' });
      assert.equal(langOf(spanish.body), 'es');
      assert.ok(!spanish.body.includes(FIRST_PAINT_ELEMENT_ID), spanish.body);
      assert.doesNotMatch(spanish.body, /<h1>/);

      // A build that paints the screen in Spanish too: each page gets its own language's.
      const generatorEs = await page('/campaign-url-generator', { acceptLanguage: 'es' });
      assert.match(generatorEs.body, /<h1>Cree un enlace de campaña<\/h1>/);
      assert.doesNotMatch(generatorEs.body, /Make a campaign link/);
      const generatorEn = await page('/campaign-url-generator', { acceptLanguage: 'en' });
      assert.match(generatorEn.body, /<h1>Make a campaign link<\/h1>/);
      assert.doesNotMatch(generatorEn.body, /Cree un enlace/);
    });
  });
}
