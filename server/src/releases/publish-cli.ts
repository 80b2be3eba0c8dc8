import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { releaseChangeSchema } from 'shared-api/contracts';
import { loadConfig, REPO_ROOT, type Config } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-db';
import { DomainError } from '../domain-error';
import type { RemoteInfo } from '../remote-list';
import {
  AdminCommandError,
  callAdminApi,
  runAsScript,
  runningServer,
} from '../support/admin-client';
import {
  copyReleaseFiles,
  describeState,
  findRemote,
  newReleaseId,
  publishRelease,
} from './release-store';
import { writeContractBaseline } from './contract-compat';

// `npm run release -w <remote>` (ARCHITECTURE.md, "Remote releases"): builds the remote with
// webpack in production mode into a temporary folder (never its dist, whose `clean: true`
// would pull files from under open tabs), copies the build into a new release folder
// <releasesDir>/<package>/<id>/, records it and makes it live at once. Like the admin command,
// it goes through the running server's admin API when a server runs on the data folder, else
// it opens the database itself.
//   tsx server/src/releases/publish-cli.ts [package] [--from <built folder>]
// The package defaults to the one npm runs the script for; --from publishes a folder already
// built (no webpack run).

const USAGE =
  'Usage: npm run release -w <remote package>   (or: tsx server/src/releases/publish-cli.ts <package> [--from <built folder>])';

export interface PublishOptions {
  remote: RemoteInfo;
  /** A built remote to publish as it is; default: build one with webpack. */
  from?: string;
  gitRevision?: string;
  now?: Date;
}

export function parsePublishArgs(
  args: readonly string[],
  env: Record<string, string | undefined>,
): { remote: RemoteInfo; from?: string } {
  const rest = [...args];
  let from: string | undefined;
  const fromAt = rest.indexOf('--from');
  if (fromAt >= 0) {
    from = rest[fromAt + 1];
    if (!from) throw new AdminCommandError(USAGE);
    rest.splice(fromAt, 2);
  }
  if (rest.length > 1) throw new AdminCommandError(USAGE);
  const name = rest[0] ?? env.npm_package_name;
  if (!name) throw new AdminCommandError(USAGE);
  const remote = findRemote(name);
  if (!remote)
    throw new AdminCommandError(`"${name}" is not a remote (see shared-config/site-map.js)`);
  return { remote, from: from === undefined ? undefined : path.resolve(from) };
}

/** The short revision of the checkout, or 'nogit' outside one. */
export function gitRevision(): string {
  const result = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  const revision = result.status === 0 ? result.stdout.trim().toLowerCase() : '';
  return /^[0-9a-f]{4,40}$/.test(revision) ? revision : 'nogit';
}

/** Builds the remote (webpack, production) into a new temporary folder and returns it. */
function buildRemote(remote: RemoteInfo): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `paid-release-${remote.package}-`));
  const remoteDir = path.join(REPO_ROOT, remote.package);
  // webpack-cli run by node itself: through npx the same build took 1.3 s longer (npm's own
  // start-up), a share of the release-to-live time (bench:release, goal 20 s).
  const webpackCli = createRequire(path.join(remoteDir, 'package.json')).resolve(
    'webpack-cli/bin/cli.js',
  );
  const result = spawnSync(
    process.execPath,
    [webpackCli, '--mode', 'production', '--output-path', out],
    { cwd: remoteDir, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) {
    fs.rmSync(out, { recursive: true, force: true });
    throw new AdminCommandError(`The webpack build of ${remote.package} failed`);
  }
  return out;
}

/** Records the copied release: through the running server, else in the database directly. */
async function record(
  config: Config,
  input: { remote: string; id: string; gitRevision: string },
): Promise<string> {
  const server = runningServer(config);
  if (server) {
    const json = await callAdminApi(config, server, {
      method: 'POST',
      path: '/api/admin/releases',
      body: input,
    });
    if (json !== undefined) {
      return `${describeState(releaseChangeSchema.parse(json).state)} (through the running server, pid ${server.pid})`;
    }
  }
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const change = await publishRelease(db, config.releasesDir, input);
    const pruned = change.pruned.length > 0 ? ` Pruned: ${change.pruned.join(', ')}.` : '';
    return describeState(change.state) + pruned;
  } finally {
    await db.close();
  }
}

/** Builds (unless `from`), copies and records a release; returns its id and what was said. */
export async function publish(
  config: Config,
  options: PublishOptions,
): Promise<{ id: string; message: string }> {
  const built = options.from ?? buildRemote(options.remote);
  try {
    const revision = options.gitRevision ?? gitRevision();
    const id = newReleaseId(options.now ?? new Date(), revision);
    copyReleaseFiles(config.releasesDir, options.remote, id, built);
    const message = await record(config, {
      remote: options.remote.name,
      id,
      gitRevision: revision,
    });
    return { id, message };
  } catch (error) {
    if (error instanceof DomainError) throw new AdminCommandError(error.message);
    throw error;
  } finally {
    if (!options.from) fs.rmSync(built, { recursive: true, force: true });
  }
}

async function publishFromCommandLine(): Promise<string> {
  const started = performance.now();
  const config = loadConfig(process.env, []);
  const { remote, from } = parsePublishArgs(process.argv.slice(2), process.env);
  const { id, message } = await publish(config, { remote, from });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const published = `Published ${remote.name} release ${id} in ${seconds} s. ${message}`;
  // Built from this source, the release now reads today's contract: later changes are checked
  // against it (contract-compat.ts). A --from folder may come from any source, so not then.
  if (from) return published;
  writeContractBaseline();
  return `${published}\nThe contract baseline (shared-api/contract-baseline.json) now matches this release: commit it.`;
}

runAsScript(import.meta.url, 'release', publishFromCommandLine);
