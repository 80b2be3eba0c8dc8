import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// An SMTP server that takes its time, as a real relay does (each message is accepted
// `acceptMs` after its last byte), and counts what the sender did: who it received, how many
// connections it opened and how many messages it delivered at once. The mail job must send at
// such a server's pace (docs/mail.md), not at a fixed number per tick.

export interface PacedSmtp {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** The envelope recipients of every accepted message, in the order accepted. */
  recipients: string[];
  /** Connections the sender opened. */
  connections: number;
  /** The most messages in delivery (DATA) at the same time. */
  mostAtOnce: number;
  close(): Promise<void>;
}

export async function startPacedSmtp(acceptMs: number): Promise<PacedSmtp> {
  let delivering = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      paced.connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      delivering += 1;
      paced.mostAtOnce = Math.max(paced.mostAtOnce, delivering);
      stream.on('end', () => {
        setTimeout(() => {
          delivering -= 1;
          paced.recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        }, acceptMs);
      });
      stream.resume();
    },
  });
  const paced: PacedSmtp = {
    url: '',
    recipients: [],
    connections: 0,
    mostAtOnce: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  paced.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return paced;
}
