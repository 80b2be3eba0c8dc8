import { pathToFileURL } from 'node:url';
import { ADMIN_SECRET_HEADER, apiErrorSchema } from 'shared-api/contracts';
import { ConfigError, type Config } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { readAdminSecret } from './admin-secret';
import { isProcessAlive, readServerFile } from './server-file';

// The commands' way into a running server of the same data folder (PGlite is one process:
// while a server holds the database, a command asks that server through its admin API, with
// the data folder's admin secret). Used by `npm run admin` and `npm run release`.

/** A refusal to print as one line, with exit code 1. */
export class AdminCommandError extends Error {}

/** The running server of this data folder, if there is one. */
export function runningServer(
  config: Pick<Config, 'dataDir'>,
): { port: number; pid: number } | undefined {
  const info = readServerFile(config.dataDir);
  return info && isProcessAlive(info.pid) ? info : undefined;
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

export interface AdminApiCall {
  method: 'GET' | 'POST' | 'PATCH';
  /** Path and query, e.g. `/api/admin/releases?remote=mf_shorts`. */
  path: string;
  body?: unknown;
}

/**
 * Calls the running server's admin API: its JSON answer, or undefined when nobody answered on
 * the server file's port (a stale server.json whose pid was reused). A refusal throws an
 * AdminCommandError with the server's message.
 */
export async function callAdminApi(
  config: Pick<Config, 'dataDir'>,
  server: { port: number; pid: number },
  call: AdminApiCall,
): Promise<unknown> {
  const secret = readAdminSecret(config.dataDir);
  if (!secret) {
    throw new AdminCommandError(
      `A PAID server (pid ${server.pid}) is running on ${config.dataDir}, but its admin-secret file is missing. Restart the server.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${server.port}${call.path}`, {
      method: call.method,
      headers: {
        [ADMIN_SECRET_HEADER]: secret,
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
  } catch (error) {
    if (isConnectionRefused(error)) return undefined;
    throw error;
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = apiErrorSchema.safeParse(json);
    throw new AdminCommandError(
      message.success ? message.data.message : `The server answered ${response.status}`,
    );
  }
  return json;
}

/**
 * Runs a support command line (admin, release) when its file is the script node was started
 * with: prints its answer, or one line for a refusal (a bad argument or setting, a locked data
 * folder) and the whole error otherwise, then exits at once (fetch's keep-alive socket would
 * hold the process open).
 */
export function runAsScript(moduleUrl: string, what: string, command: () => Promise<string>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  void command().then(
    (answer) => {
      console.log(answer);
      process.exit(0);
    },
    (error: unknown) => {
      const refusal =
        error instanceof AdminCommandError ||
        error instanceof ConfigError ||
        error instanceof DataDirLockedError;
      if (refusal) console.error(error.message);
      else console.error(`The ${what} failed:`, error);
      process.exit(1);
    },
  );
}
