import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Provider, { type AccountClaims } from 'oidc-provider';
import { contract } from 'shared-api/contracts';
import { OIDC_FLOW_COOKIE } from '../src/auth/oidc';
import { SESSION_COOKIE } from '../src/auth/session';
import { Browser, firstForm } from './helpers/browser';
import { verifyByMail } from './helpers/mail-capture';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Log-in through a REAL OpenID Connect provider (oidc-provider, on 127.0.0.1 in this
// process) and the real app listening on a port: the test is the browser, following each
// redirect by hand, carrying cookies, and submitting the provider's login and consent forms.

const CLIENT_ID = 'paid-test';
const CLIENT_SECRET = 'paid-test-secret-0123456789abcdef';

/** The provider's accounts: the login name typed into its form -> the claims it vouches for. */
const ACCOUNTS: Record<string, Omit<AccountClaims, 'sub'>> = {
  'new-user': {
    email: 'Newcomer@Example.com',
    email_verified: true,
    given_name: 'Nia',
    family_name: 'Newcomer',
  },
  'existing-user': {
    email: 'existing@example.com',
    email_verified: true,
    given_name: 'Ezra',
    family_name: 'Existing',
  },
  // The owner of an address someone else signed up with.
  victim: {
    email: 'victim@example.com',
    email_verified: true,
    given_name: 'Vera',
    family_name: 'Victim',
  },
  unverified: {
    email: 'unverified@example.com',
    email_verified: false,
    given_name: 'Una',
    family_name: 'Verified',
  },
};

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

for (const kind of DATABASE_KINDS) {
  describe(`OpenID Connect log-in (${kind})`, () => {
    let database: TestDatabase;
    let providerServer: http.Server;
    let issuer: string;
    let app: FastifyInstance;
    let appOrigin: string;

    before(async () => {
      database = await createTestDatabase(kind);

      // The provider's port first (its issuer URL goes into the app's config)...
      providerServer = http.createServer();
      issuer = `http://127.0.0.1:${await listen(providerServer)}`;

      // ...then the app's (its callback URL goes into the provider's client).
      const probe = http.createServer();
      const appPort = await listen(probe);
      await new Promise((resolve) => probe.close(resolve));
      appOrigin = `http://127.0.0.1:${appPort}`;
      app = testApp(database.db, {
        publicOrigin: appOrigin,
        oidc: {
          issuer,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          redirectUri: `${appOrigin}/api/login/callback`,
        },
      });
      await app.listen({ port: appPort, host: '127.0.0.1' });

      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [`${appOrigin}/api/login/callback`],
            response_types: ['code'],
            grant_types: ['authorization_code'],
            token_endpoint_auth_method: 'client_secret_basic',
          },
        ],
        pkce: { required: () => true },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({ sub: id, ...(ACCOUNTS[id] ?? {}) }),
        }),
        features: { devInteractions: { enabled: true } },
        cookies: { keys: ['paid-test-cookie-key'] },
        // Explicit lifetimes (seconds) keep the provider from printing a notice for each.
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
      });
      providerServer.on('request', provider.callback());
    });

    after(async () => {
      await app.close();
      providerServer.closeAllConnections();
      await new Promise((resolve) => providerServer.close(resolve));
      await database.dispose();
    });

    /**
     * A fresh browser logging in as `login` at the provider, starting from /api/login. Returns
     * the browser and the app's last answer (the callback's).
     */
    async function logInAt(login: string, returnTo = '/PaidState/CA') {
      const browser = new Browser();
      let response = await browser.request(
        `${appOrigin}/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      );
      assert.equal(response.status, 302);
      const authorization = new URL(response.headers.get('location')!);
      assert.equal(authorization.origin, issuer);
      assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
      assert.ok(authorization.searchParams.get('code_challenge'));
      assert.ok(authorization.searchParams.get('state'));
      assert.ok(authorization.searchParams.get('nonce'));
      assert.equal(
        authorization.searchParams.get('redirect_uri'),
        `${appOrigin}/api/login/callback`,
      );
      assert.ok(browser.cookie(appOrigin, OIDC_FLOW_COOKIE));

      let url = authorization.href;
      for (let step = 0; step < 20; step += 1) {
        response = await browser.request(url);
        const onApp = new URL(url).origin === appOrigin;
        if (onApp) return { browser, response, callbackUrl: url };
        if (response.status >= 300 && response.status < 400) {
          url = new URL(response.headers.get('location')!, url).href;
          continue;
        }
        const html = await response.text();
        assert.equal(response.status, 200, `provider page ${url}: ${html.slice(0, 500)}`);
        const form = firstForm(html, url);
        assert.ok(form, `a form on ${url}`);
        // The login page asks for a login and a password (the dev provider takes any);
        // the consent page has just its hidden fields.
        const fields = { ...form.fields };
        if ('login' in fields) Object.assign(fields, { login, password: 'any password' });
        response = await browser.request(form.action, { method: form.method, form: fields });
        assert.ok(response.status >= 300 && response.status < 400, `form on ${url} redirects`);
        url = new URL(response.headers.get('location')!, form.action).href;
      }
      throw new Error(`no way back to the app: ${JSON.stringify(browser.history, null, 1)}`);
    }

    async function me(browser: Browser) {
      const token = browser.cookie(appOrigin, SESSION_COOKIE);
      const response = await fetch(`${appOrigin}/api/auth/user`, {
        headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
      });
      return { status: response.status, body: await response.json() };
    }

    async function usersWithEmail(email: string) {
      const { rows } = await database.db.query<{ id: number; passwordHash: string | null }>(
        'select id, password_hash as "passwordHash" from users where lower(email) = lower($1)',
        [email],
      );
      return rows;
    }

    it('creates an account for a new verified email and returns to the page', async () => {
      const { browser, response, callbackUrl } = await logInAt('new-user');
      assert.equal(new URL(callbackUrl).pathname, '/api/login/callback');
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/PaidState/CA');
      assert.ok(browser.cookie(appOrigin, SESSION_COOKIE), 'a session cookie');
      assert.equal(browser.cookie(appOrigin, OIDC_FLOW_COOKIE), undefined, 'the flow is used up');
      // The provider's own pages were used: its login form, then its consent form.
      const posts = browser.history.filter((step) => step.method === 'POST');
      assert.equal(posts.length, 2);
      assert.ok(posts.every((step) => step.url.startsWith(`${issuer}/interaction/`)));

      const user = await me(browser);
      assert.equal(user.status, 200);
      const parsed = contract.auth.user.response.parse(user.body)!;
      assert.equal(parsed.email, 'newcomer@example.com');
      assert.equal(parsed.firstName, 'Nia');
      assert.equal(parsed.lastName, 'Newcomer');
      const rows = await usersWithEmail('newcomer@example.com');
      assert.equal(rows.length, 1);
      assert.equal(rows[0].passwordHash, null);

      // The same callback again (a replay, or the back button): refused, nothing changes.
      const replay = await browser.request(callbackUrl);
      assert.equal(replay.status, 400);
      assert.match((await replay.json()).message, /expired|Please sign in again/);
    });

    /** A password sign-up through the listening app: its id and its session token. */
    async function signUpWithPassword(email: string, password: string, firstName = 'Ezra') {
      const response = await fetch(`${appOrigin}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName, lastName: 'Existing', email, password }),
      });
      assert.equal(response.status, 201);
      const cookie = response.headers.get('set-cookie') ?? '';
      const session = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1];
      assert.ok(session, 'the sign-up logs in');
      return { id: (await response.json()).id as number, session };
    }

    /** A GET as the browser holding `session`. */
    function withSession(path: string, session: string) {
      return fetch(`${appOrigin}${path}`, { headers: { cookie: `${SESSION_COOKIE}=${session}` } });
    }

    function passwordLogIn(email: string, password: string) {
      return fetch(`${appOrigin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    }

    it('links to the existing verified account with that email instead of making another', async () => {
      const { id: existingId, session } = await signUpWithPassword(
        'EXISTING@example.com',
        'a good password',
      );
      // The address's owner opened the link mailed to it: the account is theirs.
      await verifyByMail(app, database.db, 'existing@example.com');

      const { browser, response } = await logInAt('existing-user', '/candidate/account');
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/candidate/account');
      const user = await me(browser);
      assert.equal(user.status, 200);
      assert.equal(user.body.id, existingId);
      const rows = await usersWithEmail('existing@example.com');
      assert.equal(rows.length, 1);
      assert.ok(rows[0].passwordHash, 'the password still works alongside');
      assert.equal((await passwordLogIn('existing@example.com', 'a good password')).status, 200);
      assert.equal((await withSession('/api/donations/mine', session)).status, 200);
      assert.equal(await claimedMails('existing@example.com'), 0);
    });

    async function claimedMails(email: string): Promise<number> {
      const { rows } = await database.db.query<{ count: number }>(
        `select count(*)::int as count from mail_outbox
          where lower(recipient) = lower($1) and kind = 'account-claimed'`,
        [email],
      );
      return rows[0].count;
    }

    it("takes an unverified account with the provider's address away from whoever signed it up", async () => {
      // Someone signs up with the victim's address and a password of their own, and stays
      // logged in.
      const attacker = await signUpWithPassword('victim@example.com', 'attacker password', 'Mal');
      assert.equal((await withSession('/api/donations/mine', attacker.session)).status, 200);
      // ...and keeps a card of their own on it.
      await database.db.query(
        `insert into saved_cards (user_id, provider_token, brand, last4)
         values ($1, 'tok_stranger', 'visa', '4242')`,
        [attacker.id],
      );

      // The victim signs in through the identity provider, which vouches for the address.
      const { browser, response } = await logInAt('victim', '/account');
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), '/account');
      const user = await me(browser);
      assert.equal(user.status, 200);
      assert.equal(user.body.id, attacker.id, 'the one account of the address');

      // The other person's password no longer opens it, and their session is over.
      assert.equal((await passwordLogIn('victim@example.com', 'attacker password')).status, 401);
      assert.equal((await withSession('/api/donations/mine', attacker.session)).status, 401);
      const whoAmI = await withSession('/api/auth/user', attacker.session);
      assert.equal(await whoAmI.json(), null);
      assert.equal((await usersWithEmail('victim@example.com'))[0].passwordHash, null);
      // The stranger's card cannot charge in the owner's name.
      const cards = await database.db.query('select 1 from saved_cards where user_id = $1', [
        attacker.id,
      ]);
      assert.equal(cards.rows.length, 0, "the stranger's saved card is dropped");
      // The victim's own session works, and they are told by mail.
      const victimSession = browser.cookie(appOrigin, SESSION_COOKIE)!;
      assert.equal((await withSession('/api/donations/mine', victimSession)).status, 200);
      assert.equal(await claimedMails('victim@example.com'), 1);
      const claimed = (await me(browser)).body;
      assert.equal(claimed.firstName, 'Vera', "the provider's names, not the signer's");
      assert.equal(claimed.emailVerified, true);

      // Signing in again later changes nothing more: the account is verified now.
      await logInAt('victim');
      assert.equal(await claimedMails('victim@example.com'), 1);
      assert.equal((await withSession('/api/donations/mine', victimSession)).status, 200);
    });

    it('refuses an email the provider has not verified', async () => {
      const { browser, response } = await logInAt('unverified');
      assert.equal(response.status, 403);
      assert.match((await response.json()).message, /not verified/);
      assert.equal(browser.cookie(appOrigin, SESSION_COOKIE), undefined);
      assert.deepEqual(await me(browser), { status: 200, body: null });
      assert.equal((await usersWithEmail('unverified@example.com')).length, 0);
    });

    it('refuses a callback without the flow cookie (another browser, forged link)', async () => {
      const response = await fetch(`${appOrigin}/api/login/callback?code=abc&state=def`, {
        redirect: 'manual',
      });
      assert.equal(response.status, 400);
      assert.match((await response.json()).message, /Please sign in again/);
    });

    it('sends an open-redirect returnTo home after the provider', async () => {
      const { response } = await logInAt('new-user', '//evil.com');
      assert.equal(response.headers.get('location'), '/home');
    });

    it('lets form posts continue to the issuer (CSP form-action)', async () => {
      const response = await fetch(`${appOrigin}/api/health`);
      assert.match(
        response.headers.get('content-security-policy') ?? '',
        new RegExp(`form-action 'self' ${issuer.replaceAll('.', '\\.')};`),
      );
    });
  });
}
