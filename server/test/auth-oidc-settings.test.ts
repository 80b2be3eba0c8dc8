import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { identityFromClaims } from '../src/auth/oidc';
import { loadConfig } from '../src/config';

// OIDC settings (config.ts) and what the callback accepts from an issuer's claims.

describe('OIDC settings', () => {
  const complete = {
    OIDC_ISSUER: 'https://login.example/realms/paid',
    OIDC_CLIENT_ID: 'paid',
    OIDC_CLIENT_SECRET: 's3cret',
  };

  it('are off unless configured', () => {
    assert.equal(loadConfig({}, []).oidc, undefined);
  });

  it('read the three settings and default the redirect URI to PUBLIC_ORIGIN', () => {
    assert.deepEqual(loadConfig({ ...complete, PUBLIC_ORIGIN: 'https://paid.example' }, []).oidc, {
      issuer: 'https://login.example/realms/paid',
      clientId: 'paid',
      clientSecret: 's3cret',
      redirectUri: 'https://paid.example/api/login/callback',
    });
    const custom = loadConfig({ ...complete, OIDC_REDIRECT_URI: 'https://x.example/cb' }, []);
    assert.equal(custom.oidc?.redirectUri, 'https://x.example/cb');
  });

  it('refuse half a configuration and plain-http issuers off this machine', () => {
    assert.throws(
      () => loadConfig({ OIDC_ISSUER: complete.OIDC_ISSUER }, []),
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together/,
    );
    assert.throws(
      () => loadConfig({ ...complete, OIDC_ISSUER: 'http://login.example' }, []),
      /OIDC_ISSUER must be an https:\/\/ URL/,
    );
    assert.throws(() => loadConfig({ ...complete, OIDC_ISSUER: 'not a url' }, []), /OIDC_ISSUER/);
    assert.equal(
      loadConfig({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:4444' }, []).oidc?.issuer,
      'http://127.0.0.1:4444',
    );
  });
});

describe('claims an issuer vouches for', () => {
  it('need an email with email_verified exactly true', () => {
    assert.deepEqual(
      identityFromClaims({
        email: ' Ann@Example.COM ',
        email_verified: true,
        given_name: 'Ann',
        family_name: '  ',
      }),
      { email: 'ann@example.com', firstName: 'Ann', lastName: null },
    );
    for (const claims of [
      { email: 'a@example.com' },
      { email: 'a@example.com', email_verified: false },
      { email: 'a@example.com', email_verified: 'true' },
      { email_verified: true },
      { email: 'not an email', email_verified: true },
    ]) {
      assert.throws(() => identityFromClaims(claims), { name: 'DomainError', kind: 'forbidden' });
    }
  });
});
