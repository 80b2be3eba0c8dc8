import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createMailer } from '../src/mail/mailer';
import { makeTempDir } from './helpers/temp-dir';

// Mail without SMTP_URL is written as .eml files under the mail folder (mail/mailer.ts). The
// folder is made when a write finds it missing, not before every message.

function fileMailer(mailDir: string) {
  return createMailer({
    mailDir,
    smtpUrl: undefined,
    mailFrom: 'PAID <no-reply@paid.test>',
    publicOrigin: 'http://localhost:3000',
  });
}

const message = (id: number) => ({
  id,
  to: 'ada@example.com',
  subject: `Receipt ${id}`,
  text: 'Thank you.',
});

test('makes the mail folder on the first message, and again after it was removed', async () => {
  const root = makeTempDir('paid-mail-files');
  try {
    const mailDir = path.join(root, 'not', 'yet');
    const mailer = fileMailer(mailDir);
    await mailer.send(message(1));
    fs.rmSync(path.join(root, 'not'), { recursive: true });
    await mailer.send(message(2));
    const files = fs.readdirSync(mailDir);
    assert.equal(files.length, 1, files.join(', '));
    assert.match(files[0], /-000002\.eml$/);
    const text = fs.readFileSync(path.join(mailDir, files[0]), 'utf8');
    assert.match(text, /^Subject: Receipt 2$/m);
    assert.match(text, /Thank you\./);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a write that fails for another reason fails the send', async () => {
  const root = makeTempDir('paid-mail-files');
  try {
    const notAFolder = path.join(root, 'file');
    fs.writeFileSync(notAFolder, 'x');
    await assert.rejects(fileMailer(notAFolder).send(message(3)), { code: 'ENOTDIR' });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
