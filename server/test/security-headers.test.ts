import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contentSecurityPolicy } from '../src/http/content-security-policy';
import { redactUrl } from '../src/http/security';
import { FIXTURE, makeFixtureSite } from './helpers/fixture-site';
import { PAGE_ELEMENTS } from './helpers/page-elements';
import { testApp, unusedDb } from './helpers/test-app';

// Security headers on every answer: the shell's HTML, API JSON, errors, static files.

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const BASE_CSP =
  "default-src 'self'; script-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self' data:; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function assertSecurityHeaders(response: LightMyRequestResponse, csp = BASE_CSP) {
  assert.equal(response.headers['content-security-policy'], csp);
  assert.equal(response.headers['x-content-type-options'], 'nosniff');
  assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.equal(response.headers['x-frame-options'], 'DENY');
}

describe('security headers', () => {
  let site: string;
  let app: FastifyInstance;
  before(async () => {
    site = makeFixtureSite();
    app = testApp(unusedDb(), { siteDir: site });
    await app.ready();
  });
  after(async () => {
    await app.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('are on the shell HTML, and the HTML has no inline script', async () => {
    for (const url of ['/', '/PaidState/CA']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      assert.equal(response.statusCode, 200);
      assert.ok(response.body.includes(FIXTURE.indexHtml.slice(-80)), response.body);
      assertSecurityHeaders(response);
      // The only script elements without src are data, never run: the remote list, the
      // page's first files and data (shared-config/page-elements.js).
      const inline: string[] = response.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
      assert.ok(
        inline.includes(`<script id="${PAGE_ELEMENTS.remoteList}" type="application/json">`),
      );
      const dataTags = Object.values(PAGE_ELEMENTS).map(
        (id) => `<script id="${id}" type="application/json">`,
      );
      for (const tag of inline) assert.ok(dataTags.includes(tag), tag);
    }
    const built = `${site}/shell/dist/index.html`;
    assert.doesNotMatch(fs.readFileSync(built, 'utf8'), /<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('are on API answers, errors and static files', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/no-such-route' },
      { method: 'GET' as const, url: '/api/auth/user' },
      { method: 'GET' as const, url: '/remotes.json' },
      { method: 'GET' as const, url: '/main.0123456789abcdef.js' },
      { method: 'GET' as const, url: '/api/login' },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      assertSecurityHeaders(response);
    }
  });
});

describe('the Content-Security-Policy', () => {
  it('allows the script and manifest origins of remotes served elsewhere', () => {
    const csp = contentSecurityPolicy({
      remoteOverrides: {
        mf_debate: 'https://cdn.example/mf-debate/v2/mf-manifest.json',
        mf_shorts: 'https://cdn.example/mf-shorts/mf-manifest.json',
        mf_candidate: '/remotes/mf-candidate/mf-manifest.json',
        mf_brackets: 'https://other.example:8443/b/mf-manifest.json',
      },
      oidc: undefined,
    });
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example https:\/\/other\.example:8443; /);
    assert.match(csp, /connect-src 'self' https:\/\/cdn\.example https:\/\/other\.example:8443; /);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  });

  it("adds the OIDC issuer's origin to form-action", () => {
    const csp = contentSecurityPolicy({
      remoteOverrides: {},
      oidc: {
        issuer: 'https://login.example/realms/paid',
        clientId: 'paid',
        clientSecret: 's',
        redirectUri: 'https://paid.example/api/login/callback',
      },
    });
    assert.match(csp, /form-action 'self' https:\/\/login\.example; /);
  });

  it('is served with the configured remotes', async () => {
    const app = testApp(unusedDb(), {
      remoteOverrides: { mf_debate: 'https://cdn.example/mf-debate/v2/mf-manifest.json' },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/no-such-route' });
      assert.match(
        response.headers['content-security-policy'] as string,
        /script-src 'self' https:\/\/cdn\.example;/,
      );
    } finally {
      await app.close();
    }
  });
});

describe('request logs', () => {
  it('hide credentials in the query string', () => {
    assert.equal(
      redactUrl('/api/login/callback?code=abc&state=xyz&iss=http%3A%2F%2Fi'),
      '/api/login/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=http%3A%2F%2Fi',
    );
    assert.equal(redactUrl('/api/chat/state-CA?limit=50'), '/api/chat/state-CA?limit=50');
  });
});
