import {
  ADMIN_SECRET_HEADER,
  adminUserSchema,
  apiErrorSchema,
  candidateActivationSchema,
  idParamSchema,
  makeAdminBodySchema,
  tournamentCancellationSchema,
} from 'shared-api/contracts';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-db';
import {
  cancelTournament,
  CompletedTournamentError,
  describeActivation,
  describeCancellation,
  describeMakeAdmin,
  makeAdmin,
  setCandidateActivation,
  unknownCandidateMessage,
  unknownEmailMessage,
  unknownTournamentMessage,
} from './support/admin-actions';
import { readAdminSecret } from './support/admin-secret';
import { isProcessAlive, readServerFile } from './support/server-file';

// Support's command (docs/roles.md): activation is never the client's to change.
//   npm run admin -- activate <candidateId> | deactivate <candidateId> | make-admin <email>
//                    | cancel-tournament <tournamentId>
// PAID_DATA_DIR / DATABASE_URL pick the same place as the server. When a server is running
// on that data folder (server.json names a live process) the change goes through its admin
// API, because PGlite cannot be opened by two processes; otherwise the command opens the
// database itself, the way the server does (lock, migrations), and closes it again.

const USAGE = `Usage: npm run admin -- <command>
  activate <candidateId>     let a candidate go live
  deactivate <candidateId>   stop a candidate from going live
  make-admin <email>         give an account the support/admin role
  cancel-tournament <id>     cancel an upcoming or active tournament`;

/** A refusal to print as one line, with exit code 1. */
class AdminCommandError extends Error {}

type Command =
  | { kind: 'activate' | 'deactivate'; candidateId: number }
  | { kind: 'make-admin'; email: string }
  | { kind: 'cancel-tournament'; tournamentId: number };

/** A positive whole number argument, or a refusal naming what it is. */
function idArgument(value: string, what: string): number {
  const id = idParamSchema.safeParse(value);
  if (!id.success || !/^\d+$/.test(value)) {
    throw new AdminCommandError(`${what} must be a positive whole number (got "${value}")`);
  }
  return id.data;
}

export function parseCommand(args: readonly string[]): Command {
  const [name, value, ...rest] = args;
  if (!name || value === undefined || rest.length > 0) throw new AdminCommandError(USAGE);
  if (name === 'activate' || name === 'deactivate') {
    return { kind: name, candidateId: idArgument(value, 'Candidate id') };
  }
  if (name === 'cancel-tournament') {
    return { kind: name, tournamentId: idArgument(value, 'Tournament id') };
  }
  if (name === 'make-admin') {
    const body = makeAdminBodySchema.safeParse({ email: value });
    if (!body.success) throw new AdminCommandError(`Not an email address: "${value}"`);
    return { kind: name, email: body.data.email };
  }
  throw new AdminCommandError(`Unknown command "${name}".\n${USAGE}`);
}

/** The running server of this data folder, if there is one. */
function runningServer(config: Config): { port: number; pid: number } | undefined {
  const info = readServerFile(config.dataDir);
  return info && isProcessAlive(info.pid) ? info : undefined;
}

function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
}

/** Through the running server's admin API. Undefined: nobody answered on that port. */
async function viaServer(
  command: Command,
  server: { port: number; pid: number },
  config: Config,
): Promise<string | undefined> {
  const secret = readAdminSecret(config.dataDir);
  if (!secret) {
    throw new AdminCommandError(
      `A PAID server (pid ${server.pid}) is running on ${config.dataDir}, but its admin-secret file is missing. Restart the server.`,
    );
  }
  const base = `http://127.0.0.1:${server.port}`;
  const path =
    command.kind === 'make-admin'
      ? '/api/admin/users/make-admin'
      : command.kind === 'cancel-tournament'
        ? `/api/admin/tournaments/${command.tournamentId}/cancel`
        : `/api/admin/candidates/${command.candidateId}/${command.kind}`;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        [ADMIN_SECRET_HEADER]: secret,
        ...(command.kind === 'make-admin' ? { 'content-type': 'application/json' } : {}),
      },
      body: command.kind === 'make-admin' ? JSON.stringify({ email: command.email }) : undefined,
    });
  } catch (error) {
    if (isConnectionRefused(error)) return undefined; // a stale server.json whose pid was reused
    throw error;
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = apiErrorSchema.safeParse(json);
    throw new AdminCommandError(
      message.success ? message.data.message : `The server answered ${response.status}`,
    );
  }
  const via = ` (through the running server, pid ${server.pid})`;
  if (command.kind === 'make-admin') return describeMakeAdmin(adminUserSchema.parse(json)) + via;
  if (command.kind === 'cancel-tournament') {
    return describeCancellation(tournamentCancellationSchema.parse(json)) + via;
  }
  return describeActivation(candidateActivationSchema.parse(json)) + via;
}

/** Opening the database directly: same lock and migrations as the server, no demo seed. */
async function direct(command: Command, config: Config): Promise<string> {
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (command.kind === 'make-admin') {
      const result = await makeAdmin(db, command.email);
      if (!result) throw new AdminCommandError(unknownEmailMessage(command.email));
      return describeMakeAdmin(result);
    }
    if (command.kind === 'cancel-tournament') {
      let result;
      try {
        result = await cancelTournament(db, command.tournamentId);
      } catch (error) {
        if (error instanceof CompletedTournamentError) throw new AdminCommandError(error.message);
        throw error;
      }
      if (!result) throw new AdminCommandError(unknownTournamentMessage(command.tournamentId));
      return describeCancellation(result);
    }
    const result = await setCandidateActivation(
      db,
      command.candidateId,
      command.kind === 'activate',
    );
    if (!result) throw new AdminCommandError(unknownCandidateMessage(command.candidateId));
    return describeActivation(result);
  } finally {
    await db.close();
  }
}

export async function runAdminCommand(args: readonly string[], config: Config): Promise<string> {
  const command = parseCommand(args);
  const server = runningServer(config);
  if (server) {
    const answer = await viaServer(command, server, config);
    if (answer !== undefined) return answer;
  }
  return direct(command, config);
}

async function main(): Promise<number> {
  try {
    const config = loadConfig(process.env, []);
    console.log(await runAdminCommand(process.argv.slice(2), config));
    return 0;
  } catch (error) {
    if (
      error instanceof AdminCommandError ||
      error instanceof ConfigError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
    } else {
      console.error('The admin command failed:', error);
    }
    return 1;
  }
}

// Run only as a script (tests import parseCommand). Exit at once: fetch's keep-alive socket
// would otherwise hold the process open for a few seconds.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main().then((code) => process.exit(code));
}
