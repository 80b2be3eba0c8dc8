import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { remoteNames } from './http/remotes';

// Everything the server reads from its environment, parsed once at start so a bad setting
// stops the server with a clear message instead of failing on the first request.

/** The monorepo root, found from this file's location so the working directory never matters. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** Folder for PGlite's data (`<dataDir>/pgdata`), its lock file and stored files. */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Where the built apps live: `<siteDir>/shell/dist`, `<siteDir>/<package>/dist`. */
  siteDir: string;
  /** The origin users reach the site at (no trailing slash), used for absolute links. */
  publicOrigin: string;
  /** Remote name -> manifest URL, replacing `/remotes/<package>/mf-manifest.json`. */
  remoteOverrides: Record<string, string>;
  /** Start without demo data. */
  empty: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

const portSchema = z.coerce.number().int().min(0).max(65535);
const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const remoteOverridesSchema = z.record(z.string(), z.string().min(1));

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseSetting<T>(name: string, schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const problem = result.error.issues[0];
    throw new ConfigError(`${name} is invalid: ${problem?.message ?? 'bad value'} (got ${value})`);
  }
  return result.data;
}

function parseRemoteOverrides(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'PAID_REMOTES must be a JSON object like {"mf_shorts":"https://cdn.example/mf-shorts/mf-manifest.json"}',
    );
  }
  const overrides = parseSetting('PAID_REMOTES', remoteOverridesSchema, json);
  const known = remoteNames();
  for (const name of Object.keys(overrides)) {
    // A typo would otherwise be ignored silently and the old remote kept.
    if (!known.includes(name)) {
      throw new ConfigError(
        `PAID_REMOTES names an unknown remote "${name}"; known: ${known.join(', ')}`,
      );
    }
  }
  return overrides;
}

export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv): Config {
  const port = parseSetting('PORT', portSchema, setting(env, 'PORT') ?? '3000');
  const dataDir = path.resolve(setting(env, 'PAID_DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const siteDir = path.resolve(setting(env, 'PAID_SITE_DIR') ?? REPO_ROOT);
  const publicOrigin = (setting(env, 'PUBLIC_ORIGIN') ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  parseSetting('PUBLIC_ORIGIN', z.url(), publicOrigin);
  return {
    port,
    host: setting(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: setting(env, 'DATABASE_URL'),
    siteDir,
    publicOrigin,
    remoteOverrides: parseRemoteOverrides(setting(env, 'PAID_REMOTES')),
    empty: env.PAID_EMPTY === '1' || env.PAID_EMPTY === 'true' || argv.includes('--empty'),
    logLevel: parseSetting('LOG_LEVEL', logLevelSchema, setting(env, 'LOG_LEVEL') ?? 'info'),
  };
}
