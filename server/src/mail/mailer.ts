import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

// How a message leaves the server (nodemailer). With SMTP_URL it goes to that SMTP server;
// without (the embedded default, a developer's `npm start`) it is written as an .eml file under
// `<dataDir>/mail/`, which `npm run admin -- mail` lists, so nothing is ever silently dropped.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves when the message is accepted (SMTP) or written (file); rejects otherwise. */
  send(message: OutgoingMail & { id: number }): Promise<void>;
  /** Where mail goes, for the start-up log ("smtp://mail.example:587" without the password). */
  readonly destination: string;
  close(): void;
}

/** The folder the file mailer writes to. */
export function mailFolder(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** A file name that sorts by time and names the outbox row: 20261125T071502123Z-000042.eml. */
export function emlFileName(at: Date, id: number): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${String(id).padStart(6, '0')}.eml`;
}

export function createMailer(
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'mailFrom' | 'publicOrigin'>,
): Mailer {
  const from = config.mailFrom ?? `PAID <no-reply@${new URL(config.publicOrigin).hostname}>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, { from });
    const url = new URL(config.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({ to: message.to, subject: message.subject, text: message.text });
      },
      close: () => transport.close(),
    };
  }
  const folder = mailFolder(config.dataDir);
  // streamTransport with buffer: nodemailer builds the whole RFC 822 message and hands it back.
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from },
  );
  return {
    destination: folder,
    async send(message) {
      const info = await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      await fs.mkdir(folder, { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a message.
      const file = path.join(folder, emlFileName(new Date(), message.id));
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    close: () => transport.close(),
  };
}
