import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limits';

// The mail settings (docs/mail.md): SMTP_URL and MAIL_FROM are checked at start, so a typo stops
// the server with a message instead of losing every message later; and the READMEs name every
// PAID_RATE_LIMITS key the server knows.

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, []);
  } catch (error) {
    assert.ok(error instanceof ConfigError, String(error));
    return error;
  }
  assert.fail(`accepted ${JSON.stringify(env)}`);
}

describe('mail settings', () => {
  it('takes an smtp:// or smtps:// SMTP_URL as it is, and none by default (mail to files)', () => {
    assert.equal(loadConfig({}, []).smtpUrl, undefined);
    const url = 'smtps://mailer:s3cret@mail.example.com:465';
    assert.equal(loadConfig({ SMTP_URL: url }, []).smtpUrl, url);
  });

  it('refuses a bad SMTP_URL without repeating it (it may hold the password)', () => {
    for (const bad of [
      'http://mailer:hunter2-secret@mail.example.com',
      'mail.example.com:587 hunter2-secret',
      'smtp://mailer:hunter2-secret@',
    ]) {
      const error = refusal({ SMTP_URL: bad });
      assert.match(error.message, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
      assert.doesNotMatch(error.message, /hunter2/, bad);
    }
  });

  it("defaults MAIL_FROM to PAID <no-reply@> the public origin's host", () => {
    assert.equal(loadConfig({}, []).mailFrom, 'PAID <no-reply@localhost>');
    assert.equal(
      loadConfig({ PUBLIC_ORIGIN: 'https://paid.example:8443/' }, []).mailFrom,
      'PAID <no-reply@paid.example>',
    );
  });

  it('takes a MAIL_FROM address with or without a name', () => {
    assert.equal(loadConfig({ MAIL_FROM: 'help@paid.example' }, []).mailFrom, 'help@paid.example');
    assert.equal(
      loadConfig({ MAIL_FROM: 'PAID Help <help@paid.example>' }, []).mailFrom,
      'PAID Help <help@paid.example>',
    );
  });

  it('refuses a MAIL_FROM that is no address, or that holds a line break (a header injection)', () => {
    assert.match(refusal({ MAIL_FROM: 'not an address' }).message, /MAIL_FROM must be/);
    for (const injected of [
      'PAID <help@paid.example>\nBcc: everyone@example.com',
      'PAID\r\nBcc: x@example.com <help@paid.example>',
    ]) {
      const error = refusal({ MAIL_FROM: injected });
      assert.match(error.message, /MAIL_FROM must be an email address/);
      // Quoted: the message stays on one line.
      assert.doesNotMatch(error.message, /[\r\n]/);
    }
  });
});

describe('PAID_RATE_LIMITS in the READMEs', () => {
  const keys = Object.keys(DEFAULT_RATE_LIMITS);
  for (const readme of ['README.md', 'server/README.md']) {
    it(`${readme} names every key the server knows`, () => {
      const text = fs.readFileSync(path.join(REPO_ROOT, readme), 'utf8');
      const line = text.split('\n').find((l) => l.startsWith('| `PAID_RATE_LIMITS`'));
      assert.ok(line, `no PAID_RATE_LIMITS row in ${readme}`);
      const named = new Set(line.match(/\b[a-z][A-Za-z]+\b/g));
      assert.deepEqual(
        keys.filter((key) => !named.has(key)),
        [],
      );
    });
  }
  it('server/README.md lists the mail settings', () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'server', 'README.md'), 'utf8');
    for (const name of ['SMTP_URL', 'MAIL_FROM', 'PAID_MAIL_TICK_MS']) {
      assert.ok(text.includes(`| \`${name}\` |`), name);
    }
  });
});
