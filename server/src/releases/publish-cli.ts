import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { releaseChangeSchema } from 'shared-api/contracts';
import { loadConfig, REPO_ROOT, type Config } from '../config';
import { migrate } from '../db/migrate';
import { DomainError } from '../domain-error';
import type { RemoteInfo } from '../remote-list';
import {
  AdminCommandError,
  callAdminApi,
  runAsScript,
  runningServer,
} from '../support/admin-client';
import { openFolderDatabase } from '../support/folder-database';
import { baselineStatus, CONTRACT_BASELINE, readContractBaseline } from './contract-compat';
import { readBuiltFiles } from './release-upload';
import {
  copyReleaseFiles,
  describeState,
  findRemote,
  newReleaseId,
  publishRelease,
} from './release-store';
import { revisionLabel, workingTree, type WorkingTree } from './working-tree';

// `npm run release -w <remote>` (docs/releases.md): builds the remote with
// webpack in production mode into a temporary folder (never its dist, whose `clean: true`
// would pull files from under open tabs), then publishes it and makes it live at once:
//   - a server runs on the data folder (PAID_DATA_DIR; any server of a cluster): the files go
//     through its admin API, and it stores them where every server reads them (PostgreSQL's
//     release files on a cluster, its releases folder on one PGlite server);
//   - none runs: straight into the database the data folder belongs to (its database.json,
//     support/folder-database.ts; a refusal when that database cannot be reached), on
//     PostgreSQL in the database alone, on PGlite in the folder's releases folder.
// The command writes nothing into the working tree: the contract baseline is recorded by
// `npm run contract:baseline`, a step of its own (contract-compat.ts).
//   tsx server/src/releases/publish-cli.ts [package] [--from <built folder>]
// The package defaults to the one npm runs the script for; --from publishes a folder already
// built (no webpack run).

const USAGE =
  'Usage: npm run release -w <remote package>   (or: tsx server/src/releases/publish-cli.ts <package> [--from <built folder>])';

export interface PublishOptions {
  remote: RemoteInfo;
  /** A built remote to publish as it is; default: build one with webpack. */
  from?: string;
  /** What it was built from; default: the checkout's state (working-tree.ts). */
  tree?: WorkingTree;
  /** Builds the remote into a new folder (removed after); default: webpack. */
  build?: (remote: RemoteInfo) => string;
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

interface ReleaseInput {
  remote: string;
  id: string;
  gitRevision: string;
  uncommittedPaths: string[];
}

/** Through the running server's admin API, files and all; undefined when none answers. */
async function publishViaServer(
  config: Config,
  input: ReleaseInput,
  built: string,
): Promise<string | undefined> {
  const server = runningServer(config);
  if (!server) return undefined;
  const json = await callAdminApi(config, server, {
    method: 'POST',
    path: '/api/admin/releases',
    body: { ...input, files: readBuiltFiles(built) },
  });
  if (json === undefined) return undefined;
  return `${describeState(releaseChangeSchema.parse(json).state)} (through the running server, pid ${server.pid})`;
}

/**
 * Into the folder's own database. On PostgreSQL the files go into the database alone (every
 * server of it restores a release it lacks from there), through a scratch folder removed
 * after; on PGlite into the releases folder its server reads (database.json says which).
 */
async function publishDirectly(config: Config, input: ReleaseInput, built: string) {
  const { db, marker } = await openFolderDatabase(config);
  const scratch =
    db.kind === 'postgres'
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'paid-release-store-'))
      : undefined;
  try {
    await migrate(db);
    const releasesDir = scratch ?? marker?.releasesDir ?? config.releasesDir;
    const remote = findRemote(input.remote)!;
    copyReleaseFiles(releasesDir, remote, input.id, built);
    const change = await publishRelease(db, releasesDir, input);
    const pruned = change.pruned.length > 0 ? ` Pruned: ${change.pruned.join(', ')}.` : '';
    return describeState(change.state) + pruned;
  } finally {
    await db.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Builds (unless `from`) and publishes a release; returns its id and what was said. */
export async function publish(
  config: Config,
  options: PublishOptions,
): Promise<{ id: string; message: string }> {
  const tree = options.tree ?? workingTree(REPO_ROOT);
  const built = options.from ?? (options.build ?? buildRemote)(options.remote);
  try {
    const gitRevision = revisionLabel(tree);
    const input: ReleaseInput = {
      remote: options.remote.name,
      id: newReleaseId(options.now ?? new Date(), gitRevision),
      gitRevision,
      uncommittedPaths: tree.uncommitted,
    };
    const message =
      (await publishViaServer(config, input, built)) ??
      (await publishDirectly(config, input, built));
    return { id: input.id, message };
  } catch (error) {
    if (error instanceof DomainError) throw new AdminCommandError(error.message);
    throw error;
  } finally {
    if (!options.from) fs.rmSync(built, { recursive: true, force: true });
  }
}

/**
 * A build from this source must not break what the live remotes read (contract-compat.ts);
 * a contract newer than the baseline is fine but should be recorded: the warning says how.
 */
export function checkContractBaseline(file: string = CONTRACT_BASELINE): string | undefined {
  const { breaking, stale } = baselineStatus(readContractBaseline(file));
  if (breaking.length > 0) {
    throw new AdminCommandError(
      `This source's API breaks what remotes built against shared-api/contract-baseline.json read:\n  ${breaking.join('\n  ')}\nKeep the API compatible (docs/releases.md); nothing was released.`,
    );
  }
  return stale
    ? 'Warning: the API changed since shared-api/contract-baseline.json was recorded: run `npm run contract:baseline` and commit the file, so later changes are checked against what this release reads.'
    : undefined;
}

/** What the command line may be given besides its arguments (the tests' stand-ins). */
export interface ReleaseCommandDeps {
  build?: (remote: RemoteInfo) => string;
  baselineFile?: string;
  tree?: WorkingTree;
}

/** `npm run release`: its arguments and settings in, its answer out. */
export async function releaseCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  deps: ReleaseCommandDeps = {},
): Promise<string> {
  const started = performance.now();
  const config = loadConfig(env, []);
  const { remote, from } = parsePublishArgs(args, env);
  // Built from this source, the release reads today's contract. A --from folder may come from
  // any source, so it is not checked against this one.
  const warning = from ? undefined : checkContractBaseline(deps.baselineFile);
  const { id, message } = await publish(config, {
    remote,
    from,
    build: deps.build,
    tree: deps.tree,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const published = `Published ${remote.name} release ${id} in ${seconds} s. ${message}`;
  return warning ? `${published}\n${warning}` : published;
}

runAsScript(import.meta.url, 'release', () => releaseCommand(process.argv.slice(2), process.env));
