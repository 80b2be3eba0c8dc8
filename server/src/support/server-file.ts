import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// `<dataDir>/server.json` tells the admin command that a server is running on this data
// folder, and on which port, so the command asks that server instead of opening the
// database the server holds.

export const SERVER_FILE = 'server.json';

const serverInfoSchema = z.object({
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65535),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;

export function serverFilePath(dataDir: string): string {
  return path.join(dataDir, SERVER_FILE);
}

export function writeServerFile(dataDir: string, info: ServerInfo): void {
  fs.mkdirSync(dataDir, { recursive: true });
  // Written whole then renamed, so a reader never sees half a file.
  const file = serverFilePath(dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
}

export function readServerFile(dataDir: string): ServerInfo | undefined {
  try {
    const parsed = serverInfoSchema.safeParse(
      JSON.parse(fs.readFileSync(serverFilePath(dataDir), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the file if it still names `pid` (a newer server may have replaced it). */
export function removeServerFile(dataDir: string, pid: number = process.pid): void {
  if (readServerFile(dataDir)?.pid === pid) fs.rmSync(serverFilePath(dataDir), { force: true });
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
