import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../src/db/db';
import { listMailFiles } from '../../src/mail/mail-files';

// Mail in tests (docs/mail.md): a real SMTP server on a spare port that keeps what it receives
// (smtp-server + mailparser), and the links of queued mail read from the outbox, with which
// the helpers verify a signed-up account the real way (the link the member would open).

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to)
            ? mail.to.map((a) => a.text).join(', ')
            : (mail.to?.text ?? '');
          received.push({ to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the newest queued link of `kind` to `email` (from the outbox row's text). */
export async function outboxToken(
  db: Db,
  email: string,
  kind: 'password-reset' | 'email-verification' | 'sign-in-link',
): Promise<string> {
  const { rows } = await db.query<{ text: string }>(
    `select body_text as text from mail_outbox
      where lower(recipient) = lower($1) and kind = $2 order by id desc limit 1`,
    [email, kind],
  );
  const token = rows[0] ? tokenInText(rows[0].text) : undefined;
  if (!token) throw new Error(`no ${kind} mail to ${email} in the outbox`);
  return token;
}

/** The token of the first link in a mail's text (…/reset-password, /verify-email or /login/link?token=…). */
export function tokenInText(text: string): string | undefined {
  return /\/(?:reset-password|verify-email|login\/link)\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

/** Opens the verification link mailed to `email`, as the member would (POST from the page). */
export async function verifyByMail(app: FastifyInstance, db: Db, email: string): Promise<void> {
  const token = await outboxToken(db, email, 'email-verification');
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/email-verification/confirm',
    payload: { token },
  });
  if (response.statusCode !== 200) {
    throw new Error(`verifying ${email}: ${response.statusCode} ${response.body}`);
  }
}

/**
 * Opens the verification link a spawned server (no SMTP_URL) mailed to `email`, from the .eml
 * file its mail clock writes under `<dataDir>/mail`: for tests that run the real process, whose
 * database they cannot read while it holds the folder.
 */
export async function verifyByMailFile(
  origin: string,
  dataDir: string,
  email: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const mail of await listMailFiles(path.join(dataDir, 'mail'))) {
      if (mail.to.toLowerCase() !== email.toLowerCase()) continue;
      const parsed = await simpleParser(await readFile(mail.file));
      const token = tokenInText(parsed.text ?? '');
      if (!token || !/verify-email/.test(parsed.text ?? '')) continue;
      const response = await fetch(`${origin}/api/account/email-verification/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (!response.ok) {
        throw new Error(`verifying ${email}: ${response.status} ${await response.text()}`);
      }
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email} was written`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
