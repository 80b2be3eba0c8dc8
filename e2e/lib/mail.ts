import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { e2eDataDir } from './admin-command';

// The mail the e2e server sends (docs/mail.md). It has no SMTP_URL, so each message is an .eml
// file under <PAID_DATA_DIR>/mail/ (what `npm run admin -- mail` lists), written by the
// server's mail job a moment after the request that queued it.

export interface ReadMail {
  file: string;
  subject: string;
  text: string;
}

async function mailTo(
  email: string,
  subject: RegExp,
  after: Set<string>,
): Promise<ReadMail | undefined> {
  const folder = path.join(e2eDataDir(), 'mail');
  let names: string[] = [];
  try {
    names = readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return undefined;
  }
  for (const name of names) {
    if (after.has(name)) continue;
    const raw = readFileSync(path.join(folder, name));
    // The To header is plain ASCII for these addresses: skip others without parsing.
    if (!raw.toString('utf8').toLowerCase().includes(email.toLowerCase())) continue;
    const mail = await simpleParser(raw);
    if (subject.test(mail.subject ?? '')) {
      return { file: name, subject: mail.subject ?? '', text: mail.text ?? '' };
    }
  }
  return undefined;
}

/** The names of the mail files written so far (to wait for a newer one). */
export function mailFilesNow(): Set<string> {
  try {
    return new Set(readdirSync(path.join(e2eDataDir(), 'mail')));
  } catch {
    return new Set();
  }
}

/** Waits for the newest mail to `email` whose subject matches (not one of `after`). */
export async function waitForMail(
  email: string,
  subject: RegExp,
  after: Set<string> = new Set(),
): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(async () => (found = await mailTo(email, subject, after)) !== undefined, {
      message: `a mail to ${email} with subject ${subject}`,
      timeout: 30_000,
    })
    .toBe(true);
  return found!;
}

/** The path and query of the first site link in a mail (/verify-email?token=...). */
export function linkIn(mail: ReadMail, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${pathname}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${pathname} link in: ${mail.text}`);
  return match[1];
}

/**
 * Verifies a new account's address with the link mailed to it, as the verify page does (its
 * POST), for specs about something else that need a verified account (applying, campaign links).
 */
export async function verifyEmailByMail(request: APIRequestContext, email: string): Promise<void> {
  const mail = await waitForMail(email, /Verify your email address/);
  const token = new URL(linkIn(mail, '/verify-email'), 'http://x').searchParams.get('token');
  const response = await request.post('/api/account/email-verification/confirm', {
    data: { token },
  });
  expect(response.status(), await response.text()).toBe(200);
}
