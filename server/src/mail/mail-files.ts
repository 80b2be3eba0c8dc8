import { promises as fs } from 'node:fs';
import path from 'node:path';

// Support's view of the mail the server wrote to files (no SMTP_URL): `npm run admin -- mail`
// lists each message's time, recipient and subject, and the file to open for the rest.

export interface MailFile {
  file: string;
  date: string;
  to: string;
  subject: string;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as nodemailer writes them. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
    );
}

/** The headers of a message (before the first empty line), folded lines joined. */
export function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) {
      headers[last] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    last = line.slice(0, colon).toLowerCase();
    headers[last] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The .eml files of the mail folder, oldest first (their names sort by time). */
export async function listMailFiles(folder: string): Promise<MailFile[]> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name);
      const headers = parseHeaders(await fs.readFile(file, 'utf8'));
      return {
        file,
        date: headers.date ?? '',
        to: decodeHeader(headers.to ?? ''),
        subject: decodeHeader(headers.subject ?? ''),
      };
    }),
  );
}

/** The admin command's listing. */
export function describeMailFiles(folder: string, files: MailFile[]): string {
  if (files.length === 0) {
    return `No mail written yet in ${folder} (mail goes to files when SMTP_URL is not set).`;
  }
  const lines = files.map(
    (mail) => `${mail.date}  to ${mail.to}  "${mail.subject}"\n    ${mail.file}`,
  );
  return [`${files.length} message${files.length === 1 ? '' : 's'} in ${folder}:`, ...lines].join(
    '\n',
  );
}
