import fs from 'node:fs';
import { promisify } from 'node:util';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

// How a message leaves the server (nodemailer). With SMTP_URL it goes to that SMTP server;
// without (the embedded default, a developer's `npm start`) it is written as an .eml file under
// the mail folder (config.mailDir: PAID_MAIL_DIR or `<dataDir>/mail/`), which `npm run admin -- mail` lists, so nothing is ever silently dropped.

// The callback forms of fs, promised: fs.promises opens a FileHandle per file, 10-20 % more
// CPU per message in a micro-benchmark, and a receipt per gift makes this a hot path.
const writeFile = promisify(fs.writeFile);
const rename = promisify(fs.rename);

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

/** A file name that sorts by time and names the outbox row: 20261125T071502123Z-000042.eml. */
export function emlFileName(at: Date, id: number): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${stamp}-${String(id).padStart(6, '0')}.eml`;
}

/**
 * How long nodemailer waits, in ms. Its defaults (2 min to connect, 10 min of a silent socket)
 * would outlast the outbox's claim (outbox.ts) and let another server send the same row.
 */
export const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  /** The whole send, whatever the phases: then nodemailer aborts it and closes the connection. */
  sendDeadline: 60_000,
};

/**
 * How many messages go out at once, and over how many connections. nodemailer's pooled SMTP
 * transport keeps up to `maxConnections` open and sends up to `maxMessages` over each before it
 * reconnects, so a burst goes at the pace the SMTP server takes without a handshake per
 * message; the mail job (outbox.ts) sends that many at a time (docs/mail.md).
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 };

export function createMailer(
  config: Pick<Config, 'mailDir' | 'smtpUrl' | 'mailFrom' | 'publicOrigin'>,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): Mailer {
  const from = config.mailFrom ?? `PAID <no-reply@${new URL(config.publicOrigin).hostname}>`;
  if (config.smtpUrl) {
    // The URL's own settings (host, port, auth, secure) with our timeouts over the defaults,
    // over a pool of connections.
    const { sendDeadline, ...phases } = timeouts;
    const transport = nodemailer.createTransport(
      { url: config.smtpUrl, pool: true, ...SMTP_POOL, ...phases },
      { from },
    );
    const url = new URL(config.smtpUrl);
    return {
      destination: `${url.protocol}//${url.host}`,
      async send(message) {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          // A server that trickles bytes keeps every phase's timer alive; this one does not.
          signal: AbortSignal.timeout(sendDeadline),
        });
      },
      close: () => transport.close(),
    };
  }
  const folder = config.mailDir;
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
      // Written under a temporary name and renamed: a reader never sees half a message.
      const file = path.join(folder, emlFileName(new Date(), message.id));
      const partial = `${file}.partial`;
      const write = () => writeFile(partial, info.message as Buffer, { mode: 0o600 });
      // The folder is made when a write finds it missing (the first, or after someone
      // removed it), not before every message: a receipt per gift makes this a hot path.
      await write().catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        await fs.promises.mkdir(folder, { recursive: true });
        await write();
      });
      await rename(partial, file);
    },
    close: () => transport.close(),
  };
}
