import assert from 'node:assert/strict';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createMailer, SMTP_TIMEOUTS } from '../src/mail/mailer';
import { MAIL_CLAIM_SECONDS } from '../src/mail/outbox';
import { testConfig } from './helpers/test-app';

// One send must end well inside the outbox's claim (outbox.ts), or another server takes the
// row while this one still sends it. nodemailer's defaults (2 min to connect, 10 min of a
// silent socket) do not; these tests hang a send on an SMTP server that never answers and
// check that each of our limits ends it.

const LONG = 60_000;

describe('SMTP sends end within the outbox claim', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let url = '';

  before(async () => {
    // Accepts the connection, then says nothing: no greeting, no replies.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  /** Answers how long the send took to fail, or fails the test after 5 s. */
  async function failsWithin(timeouts: typeof SMTP_TIMEOUTS): Promise<number> {
    const mailer = createMailer({ ...testConfig(), smtpUrl: url, mailFrom: undefined }, timeouts);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const outcome = await Promise.race([
        mailer.send({ id: 1, to: 'r@example.com', subject: 'Hello', text: 'x' }).then(
          () => 'sent',
          () => 'failed',
        ),
        new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting'), 5000))),
      ]);
      assert.equal(outcome, 'failed');
      return Date.now() - started;
    } finally {
      clearTimeout(timer);
      mailer.close();
    }
  }

  it('keeps every limit, and the whole send, well under the claim', () => {
    const claimMs = MAIL_CLAIM_SECONDS * 1000;
    // "Well under": a send that used all of its time still leaves the claim half its length.
    assert.ok(SMTP_TIMEOUTS.sendDeadline * 2 <= claimMs);
    for (const [name, ms] of Object.entries(SMTP_TIMEOUTS)) {
      assert.ok(ms <= SMTP_TIMEOUTS.sendDeadline, `${name} ${ms} ms`);
    }
  });

  it('gives up on a server that never greets (greetingTimeout reaches nodemailer)', async () => {
    const ms = await failsWithin({
      dnsTimeout: LONG,
      connectionTimeout: LONG,
      greetingTimeout: 300,
      socketTimeout: LONG,
      sendDeadline: LONG,
    });
    assert.ok(ms < 3000, String(ms));
  });

  it('cuts the whole send off at sendDeadline, whatever the phase limits', async () => {
    const ms = await failsWithin({
      dnsTimeout: LONG,
      connectionTimeout: LONG,
      greetingTimeout: LONG,
      socketTimeout: LONG,
      sendDeadline: 300,
    });
    assert.ok(ms < 3000, String(ms));
  });
});
