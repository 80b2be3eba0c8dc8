import {
  adminUserSchema,
  candidateActivationSchema,
  donationRefundSchema,
  idParamSchema,
  makeAdminBodySchema,
  refundBodySchema,
  releaseChangeSchema,
  releaseIdSchema,
  releaseListSchema,
  tournamentCancellationSchema,
} from 'shared-api/contracts';
import { refreshCandidateNameKeys } from './candidates/name-keys';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { DomainError } from './domain-error';
import { describeRefund, refundDonation } from './donations/refund-donation';
import { listRemotes } from './remote-list';
import { createPaymentProvider } from './payments/create-payment-provider';
import {
  describeReleases,
  describeState,
  dropCanary,
  findRemote,
  listReleases,
  promoteCanary,
  requireRemote,
  rollbackRelease,
  setCanary,
} from './releases/release-store';
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
import {
  CHAT_BAN_USAGE,
  chatBanApiCall,
  parseChatBanCommand,
  runChatBanCommand,
  type ChatBanCommand,
} from './support/chat-ban-commands';
import {
  ELECTION_USAGE,
  electionApiCall,
  parseElectionCommand,
  runElectionCommand,
  type ElectionCommand,
} from './support/election-commands';
import { seedElectionsIfEmpty } from './elections/seed-elections';
import { serverClock } from './clock/server-clock';
import {
  EXCESS_USAGE,
  excessApiCall,
  parseExcessCommand,
  runExcessCommand,
  type ExcessCommand,
} from './support/excess-commands';
import {
  AdminCommandError,
  callAdminApi,
  runAsScript,
  runningServer,
  type AdminApiCall,
} from './support/admin-client';
import { openFolderDatabase } from './support/folder-database';
import { runMailCommand } from './support/mail-command';

// Support's command (docs/roles.md): activation is never the client's to change, and which
// release of each remote is live (docs/releases.md).
//   npm run admin -- activate <candidateId> | deactivate <candidateId> | make-admin <email>
//                    | cancel-tournament <tournamentId> | refund <donationId> [reason]
//                    | releases [remote] | rollback <remote> [release]
//                    | canary <remote> <release> <percent> | promote <remote> | drop-canary <remote>
//                    | chat-bans [channelId] | lift-ban <restrictionId> | mail
//                    | elections list | add-cycle | edit-cycle | add-election | edit-election
//                    | donors link <a> <b> | excess list | refund <id> | move <id> [election]
// PAID_DATA_DIR / DATABASE_URL pick the same place as the server. When a server is running
// on that data folder (server.json names a live process) the change goes through its admin
// API, because PGlite cannot be opened by two processes; otherwise the command opens the
// database the folder's database.json names (support/folder-database.ts: it refuses, saying
// what to set, rather than create one), the way the server does (lock, migrations), and
// closes it again.

const USAGE = `Usage: npm run admin -- <command>
  activate <candidateId>     let a candidate go live
  deactivate <candidateId>   stop a candidate from going live
  make-admin <email>         give an account the support/admin role
  cancel-tournament <id>     cancel an upcoming or active tournament
  refund <donationId> [reason]
                             refund a succeeded donation; every total moves back
  releases [remote]          list the releases of every remote (or one), with error counts
  rollback <remote> [release]
                             make the release before the live one (or the named one) live
  canary <remote> <release> <percent>
                             give a release to <percent>% of browsers (0-100)
  promote <remote>           make the remote's canary its live release
  drop-canary <remote>       end the remote's canary
${CHAT_BAN_USAGE}
${ELECTION_USAGE}
${EXCESS_USAGE}
  mail                       list the mail written to files (when SMTP_URL is not set), and
                             how many messages wait to be sent and since when`;

type ReleaseCommand =
  | { kind: 'releases'; remote?: string }
  | { kind: 'rollback'; remote: string; release?: string }
  | { kind: 'canary'; remote: string; release: string; percent: number }
  | { kind: 'promote' | 'drop-canary'; remote: string };

type Command =
  | { kind: 'activate' | 'deactivate'; candidateId: number }
  | { kind: 'make-admin'; email: string }
  | { kind: 'cancel-tournament'; tournamentId: number }
  | { kind: 'refund'; donationId: number; reason?: string }
  | { kind: 'mail' }
  | ChatBanCommand
  | ElectionCommand
  | ExcessCommand
  | ReleaseCommand;

/** The commands that read or change the database (all but `mail`). */
type DatabaseCommand = Exclude<Command, { kind: 'mail' }>;

/** A positive whole number argument, or a refusal naming what it is. */
function idArgument(value: string, what: string): number {
  const id = idParamSchema.safeParse(value);
  if (!id.success || !/^\d+$/.test(value)) {
    throw new AdminCommandError(`${what} must be a positive whole number (got "${value}")`);
  }
  return id.data;
}

/** A remote by federation name or package folder, as the federation name. */
function remoteArgument(value: string | undefined): string {
  if (value === undefined) throw new AdminCommandError(USAGE);
  const remote = findRemote(value);
  if (!remote) {
    const known = listRemotes().map((candidate) => candidate.name);
    throw new AdminCommandError(`No remote named "${value}" (known: ${known.join(', ')})`);
  }
  return remote.name;
}

function releaseArgument(value: string): string {
  if (!releaseIdSchema.safeParse(value).success) {
    throw new AdminCommandError(
      `Not a release id: "${value}" (like 20261125T071502Z-08c6718; see npm run admin -- releases)`,
    );
  }
  return value;
}

function parseReleaseCommand(args: readonly string[]): ReleaseCommand | undefined {
  const [name, ...rest] = args;
  const arity = (min: number, max: number) => {
    if (rest.length < min || rest.length > max) throw new AdminCommandError(USAGE);
  };
  switch (name) {
    case 'releases':
      arity(0, 1);
      return { kind: name, remote: rest[0] === undefined ? undefined : remoteArgument(rest[0]) };
    case 'rollback':
      arity(1, 2);
      return {
        kind: name,
        remote: remoteArgument(rest[0]),
        release: rest[1] === undefined ? undefined : releaseArgument(rest[1]),
      };
    case 'canary': {
      arity(3, 3);
      const percent = Number(rest[2]);
      if (!/^\d{1,3}$/.test(rest[2]) || percent > 100) {
        throw new AdminCommandError(
          `The percentage must be a whole number 0-100 (got "${rest[2]}")`,
        );
      }
      return {
        kind: name,
        remote: remoteArgument(rest[0]),
        release: releaseArgument(rest[1]),
        percent,
      };
    }
    case 'promote':
    case 'drop-canary':
      arity(1, 1);
      return { kind: name, remote: remoteArgument(rest[0]) };
    default:
      return undefined;
  }
}

/** refund <donationId> [reason ...]: the reason's words, unquoted or quoted, joined by spaces. */
function parseRefund(args: readonly string[]): Command {
  const [, value, ...words] = args;
  if (value === undefined) throw new AdminCommandError(USAGE);
  const body = refundBodySchema.safeParse({ reason: words.length ? words.join(' ') : undefined });
  if (!body.success) throw new AdminCommandError(body.error.issues[0].message);
  const donationId = idArgument(value, 'Donation id');
  return body.data.reason
    ? { kind: 'refund', donationId, reason: body.data.reason }
    : { kind: 'refund', donationId };
}

export function parseCommand(args: readonly string[]): Command {
  const release = parseReleaseCommand(args);
  if (release) return release;
  if (args[0] === 'refund') return parseRefund(args);
  const chatBan = parseChatBanCommand(args, idArgument, USAGE);
  if (chatBan) return chatBan;
  const election = parseElectionCommand(args, idArgument, USAGE);
  if (election) return election;
  const excess = parseExcessCommand(args, idArgument, USAGE);
  if (excess) return excess;
  if (args[0] === 'mail') {
    if (args.length > 1) throw new AdminCommandError(USAGE);
    return { kind: 'mail' };
  }
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

/** The admin API call a command makes, and how its answer reads. */
function apiCallOf(
  command: DatabaseCommand,
): AdminApiCall & { describe: (json: unknown) => string } {
  const change = (json: unknown) => describeState(releaseChangeSchema.parse(json).state);
  const remotePath = (remote: string, action: string) =>
    `/api/admin/releases/${encodeURIComponent(remote)}/${action}`;
  switch (command.kind) {
    case 'chat-bans':
    case 'lift-ban':
      return chatBanApiCall(command);
    case 'elections-list':
    case 'elections-add-cycle':
    case 'elections-edit-cycle':
    case 'elections-add-election':
    case 'elections-edit-election':
      return electionApiCall(command);
    case 'donors-link':
    case 'excess-list':
    case 'excess-resolve':
      return excessApiCall(command);
    case 'make-admin':
      return {
        method: 'POST',
        path: '/api/admin/users/make-admin',
        body: { email: command.email },
        describe: (json) => describeMakeAdmin(adminUserSchema.parse(json)),
      };
    case 'cancel-tournament':
      return {
        method: 'POST',
        path: `/api/admin/tournaments/${command.tournamentId}/cancel`,
        describe: (json) => describeCancellation(tournamentCancellationSchema.parse(json)),
      };
    case 'refund':
      return {
        method: 'POST',
        path: `/api/admin/donations/${command.donationId}/refund`,
        body: command.reason === undefined ? {} : { reason: command.reason },
        describe: (json) => describeRefund(donationRefundSchema.parse(json)),
      };
    case 'activate':
    case 'deactivate':
      return {
        method: 'POST',
        path: `/api/admin/candidates/${command.candidateId}/${command.kind}`,
        describe: (json) => describeActivation(candidateActivationSchema.parse(json)),
      };
    case 'releases':
      return {
        method: 'GET',
        path: `/api/admin/releases${command.remote ? `?remote=${encodeURIComponent(command.remote)}` : ''}`,
        describe: (json) => describeReleases(releaseListSchema.parse(json).releases),
      };
    case 'rollback':
      return {
        method: 'POST',
        path: remotePath(command.remote, 'rollback'),
        body: command.release ? { release: command.release } : {},
        describe: change,
      };
    case 'canary':
      return {
        method: 'POST',
        path: remotePath(command.remote, 'canary'),
        body: { release: command.release, percent: command.percent },
        describe: change,
      };
    case 'promote':
    case 'drop-canary':
      return { method: 'POST', path: remotePath(command.remote, command.kind), describe: change };
  }
}

/** Through the running server's admin API. Undefined: nobody answered on that port. */
async function viaServer(
  command: DatabaseCommand,
  server: { port: number; pid: number },
  config: Config,
): Promise<string | undefined> {
  const call = apiCallOf(command);
  const json = await callAdminApi(config, server, call);
  if (json === undefined) return undefined;
  const via = ` (through the running server, pid ${server.pid})`;
  return command.kind === 'releases' ||
    command.kind === 'chat-bans' ||
    command.kind === 'elections-list' ||
    command.kind === 'excess-list' ||
    command.kind === 'donors-link'
    ? `${call.describe(json)}\n${via.trim()}`
    : call.describe(json) + via;
}

async function directRelease(db: Db, command: ReleaseCommand): Promise<string> {
  try {
    switch (command.kind) {
      case 'releases':
        return describeReleases(
          await listReleases(db, command.remote ? requireRemote(command.remote) : undefined),
        );
      case 'rollback':
        return describeState((await rollbackRelease(db, command.remote, command.release)).state);
      case 'canary':
        return describeState(
          (await setCanary(db, command.remote, command.release, command.percent)).state,
        );
      case 'promote':
        return describeState((await promoteCanary(db, command.remote)).state);
      case 'drop-canary':
        return describeState((await dropCanary(db, command.remote)).state);
    }
  } catch (error) {
    if (error instanceof DomainError) throw new AdminCommandError(error.message);
    throw error;
  }
}

function isElectionCommand(command: DatabaseCommand): command is ElectionCommand {
  return command.kind.startsWith('elections-');
}

function isReleaseCommand(command: DatabaseCommand): command is ReleaseCommand {
  return ['releases', 'rollback', 'canary', 'promote', 'drop-canary'].includes(command.kind);
}

/** Opening the database directly: same lock and migrations as the server, no demo seed. */
async function direct(command: DatabaseCommand, config: Config): Promise<string> {
  // The folder's own database, or a refusal: a command never creates one.
  const { db } = await openFolderDatabase(config);
  try {
    await migrate(db);
    // As the server does at start: the election calendar, and name keys activation compares
    // (candidates/name-keys.ts).
    await seedElectionsIfEmpty(db);
    await refreshCandidateNameKeys(db);
    if (isReleaseCommand(command)) return await directRelease(db, command);
    if (command.kind === 'chat-bans' || command.kind === 'lift-ban') {
      return await runChatBanCommand(db, command);
    }
    if (isElectionCommand(command)) return await runElectionCommand(db, command);
    if (
      command.kind === 'donors-link' ||
      command.kind === 'excess-list' ||
      command.kind === 'excess-resolve'
    ) {
      const payments = createPaymentProvider(config.paymentProvider, {
        db,
        testDelayMs: config.testPaymentDelayMs,
      });
      return await runExcessCommand(db, command, {
        payments,
        now: serverClock(config.clockOffsetMs).now(),
      });
    }
    if (command.kind === 'make-admin') {
      const result = await makeAdmin(db, command.email);
      if (!result) throw new AdminCommandError(unknownEmailMessage(command.email));
      return describeMakeAdmin(result);
    }
    if (command.kind === 'refund') {
      // The provider the server would use, keeping its record in this database (test mode).
      const payments = createPaymentProvider(config.paymentProvider, {
        db,
        testDelayMs: config.testPaymentDelayMs,
      });
      try {
        const refund = await refundDonation(db, payments, {
          donationId: command.donationId,
          reason: command.reason,
          actor: { kind: 'admin-command' },
        });
        return describeRefund(refund);
      } catch (error) {
        if (error instanceof DomainError) throw new AdminCommandError(error.message);
        throw error;
      }
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
    let result;
    try {
      result = await setCandidateActivation(db, command.candidateId, command.kind === 'activate');
    } catch (error) {
      // A name another verified candidate holds (candidates/eligibility.ts).
      if (error instanceof DomainError) throw new AdminCommandError(error.message);
      throw error;
    }
    if (!result) throw new AdminCommandError(unknownCandidateMessage(command.candidateId));
    return describeActivation(result);
  } finally {
    await db.close();
  }
}

export async function runAdminCommand(args: readonly string[], config: Config): Promise<string> {
  const command = parseCommand(args);
  // The mail folder is plain files: read whether or not a server runs, no database needed.
  if (command.kind === 'mail') return runMailCommand(config);
  const server = runningServer(config);
  if (server) {
    const answer = await viaServer(command, server, config);
    if (answer !== undefined) return answer;
  }
  return direct(command, config);
}

// Run only as a script (tests import parseCommand).
runAsScript(import.meta.url, 'admin command', () =>
  runAdminCommand(process.argv.slice(2), loadConfig(process.env, [])),
);
