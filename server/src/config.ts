import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { remoteNames } from './remote-list';
import {
  PAYMENT_PROVIDER_NAMES,
  type PaymentProviderName,
} from './payments/create-payment-provider';
import type { MediaSettings } from './media/start-media';
import { DEFAULT_QUOTA_MB, DEFAULT_RETENTION_DAYS } from './recordings/recording-files';
import { DEBATE_IDLE_MS } from './recordings/room-recorder';
import { DEFAULT_HLS_THRESHOLD } from './hls/hls-threshold';
import { SERVER_DIR } from './server-dir';
import type { S3Settings } from './storage/s3-file-storage';

// Everything the server reads from its environment, parsed once at start so a bad setting
// stops the server with a clear message instead of failing on the first request.

/** The monorepo root (server/'s parent), so the working directory never matters. */
export const REPO_ROOT = path.dirname(SERVER_DIR);

export interface Config {
  port: number;
  host: string;
  /** Folder for PGlite's data (`<dataDir>/pgdata`), its lock file and stored files. */
  dataDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** Where the built apps live: `<siteDir>/shell/dist`, `<siteDir>/<package>/dist`. */
  siteDir: string;
  /**
   * Published remote releases, `<releasesDir>/<package>/<releaseId>/` (PAID_RELEASES_DIR,
   * default `<dataDir>/releases`), served at `/releases/...`.
   */
  releasesDir: string;
  /**
   * Where the file mailer writes its .eml files when SMTP_URL is unset (PAID_MAIL_DIR, default
   * `<dataDir>/mail`): one folder for a whole cluster, so `npm run admin -- mail` sees every
   * server's mail.
   */
  mailDir: string;
  /** The origin users reach the site at (no trailing slash), used for absolute links. */
  publicOrigin: string;
  /** Remote name -> manifest URL, replacing `/remotes/<package>/mf-manifest.json`. */
  remoteOverrides: Record<string, string>;
  /** Start without demo data. */
  empty: boolean;
  logLevel: string;
  /** OpenID Connect sign-in; undefined means email + password accounts only. */
  oidc: OidcSettings | undefined;
  /** How often the tournament job runs (PAID_TOURNAMENT_TICK_MS); 0 turns it off. */
  tournamentTickMs: number;
  /**
   * Added to the real clock to make the server's clock (PAID_CLOCK_OFFSET_MS;
   * clock/server-clock.ts): every money decision by date and the tournament job read it. For
   * tests only: a test server lives days or a cycle ahead (rounds end, elections pass).
   */
  clockOffsetMs: number;
  /** An S3-compatible bucket for uploaded files (S3_*); undefined means `<dataDir>/files`. */
  s3?: S3Settings | undefined;
  /** Who charges donations (PAID_PAYMENT_PROVIDER); 'test': the test-mode provider. */
  paymentProvider: PaymentProviderName;
  /** The test-mode provider answers each charge this late (PAID_TEST_PAYMENT_DELAY_MS). */
  testPaymentDelayMs?: number;
  /**
   * Live streams (GET /api/live) one client address may hold open on a server at once
   * (PAID_LIVE_STREAMS_PER_ADDRESS, default 32): each holds memory until it closes.
   */
  liveStreamsPerAddress?: number;
  /** Live video's Janus (PAID_JANUS, PAID_JANUS_BIN, PAID_JANUS_PORT, PAID_JANUS_ICE, ...). */
  media?: MediaSettings;
  /**
   * Recordings' files (docs/video.md "Recordings"): the per-candidate size quota of their
   * stream recordings (PAID_RECORDING_QUOTA_MB, default 2048) and how long videos are kept
   * (PAID_RECORDING_RETENTION_DAYS, default 365).
   */
  recordings?: { quotaMb: number; retentionDays: number };
  /**
   * WebRTC viewers of a stream on one server above which new viewers get its HLS
   * (PAID_HLS_THRESHOLD, default DEFAULT_HLS_THRESHOLD; docs/video.md "HLS for crowds").
   */
  hlsThreshold?: number;
  /**
   * Where viewers fetch a live room's HLS when it is not this server (PAID_HLS_PUBLIC_URL):
   * the public address of the S3 bucket's files, usually a CDN in front of it, under which
   * `hls/<room>/index.m3u8` is the room's playlist (docs/video.md "HLS for crowds"). Needs
   * the S3_* settings: the rooms' HLS is copied into that bucket. Unset: `/hls/...` here.
   */
  hlsPublicUrl?: string;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY), passed to Fastify's `trustProxy`:
   * false (the default: the socket's address is the client), a hop count, or the proxies'
   * addresses and CIDR ranges. It decides `request.ip`, which rate limits and viewer counts use.
   */
  trustProxy?: TrustProxy;
  /**
   * Where mail goes (SMTP_URL, e.g. smtp://user:pass@mail.example:587 or smtps://...). Unset:
   * each message is written as an .eml file under `<dataDir>/mail/` (npm run admin -- mail).
   */
  smtpUrl?: string | undefined;
  /** The From of every message (MAIL_FROM); default `PAID <no-reply@<PUBLIC_ORIGIN's host>>`. */
  mailFrom?: string;
  /** How often the mail job looks for due messages (PAID_MAIL_TICK_MS, default 2000); 0: off. */
  mailTickMs?: number;
}

export type TrustProxy = false | number | string[];

export interface OidcSettings {
  /** The issuer URL (its discovery document is at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the issuer sends the browser back; default `${PUBLIC_ORIGIN}/api/login/callback`. */
  redirectUri: string;
}

export class ConfigError extends Error {}

/** Open live streams per client address and server (a household's tabs fit well under it). */
export const DEFAULT_LIVE_STREAMS_PER_ADDRESS = 32;

const portSchema = z.coerce.number().int().min(0).max(65535);
const tickSchema = z.coerce.number().int().min(0);
const offsetSchema = z.coerce.number().int();
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

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (127.0.0.1,10.0.0.0/8)';

/** An IPv4/IPv6 address, or one with a /prefix that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset means no proxy is trusted (a client cannot pick its own address by
 * sending X-Forwarded-For). `true` or `*` are refused on purpose: trusting every hop would
 * let any client choose the address its limits are counted by.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (!raw) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || !Number.isSafeInteger(hops)) {
      throw new ConfigError(`${TRUST_PROXY_HELP}; a hop count is 1 or more (got ${raw})`);
    }
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    throw new ConfigError(`${TRUST_PROXY_HELP} (got ${JSON.stringify(bad)} in ${raw})`);
  }
  return entries;
}

/** An http:// issuer is only acceptable on this machine (a developer's or a test's provider). */
export function isLoopbackUrl(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function parseOidc(env: Env, publicOrigin: string): OidcSettings | undefined {
  const issuer = setting(env, 'OIDC_ISSUER');
  const clientId = setting(env, 'OIDC_CLIENT_ID');
  const clientSecret = setting(env, 'OIDC_CLIENT_SECRET');
  const given = [issuer, clientId, clientSecret].filter(Boolean).length;
  if (given === 0) return undefined;
  if (!issuer || !clientId || !clientSecret) {
    // Half a configuration would silently fall back to passwords: refuse instead.
    throw new ConfigError(
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none of them)',
    );
  }
  const issuerUrl = new URL(parseSetting('OIDC_ISSUER', z.url(), issuer));
  if (
    issuerUrl.protocol !== 'https:' &&
    !(issuerUrl.protocol === 'http:' && isLoopbackUrl(issuerUrl))
  ) {
    throw new ConfigError(
      `OIDC_ISSUER must be an https:// URL (http:// only on 127.0.0.1 or localhost; got ${issuer})`,
    );
  }
  const redirectUri = parseSetting(
    'OIDC_REDIRECT_URI',
    z.url(),
    setting(env, 'OIDC_REDIRECT_URI') ?? `${publicOrigin}/api/login/callback`,
  );
  return { issuer, clientId, clientSecret, redirectUri };
}

/** The first IPv4 address that is not loopback ('' when there is none: Janus picks). */
export function defaultIceInterface(): string {
  for (const addresses of Object.values(os.networkInterfaces())) {
    const ipv4 = addresses?.find((address) => address.family === 'IPv4' && !address.internal);
    if (ipv4) return ipv4.address;
  }
  return '';
}

function parseMedia(env: Env, serverPort: number): MediaSettings {
  return {
    enabled: setting(env, 'PAID_JANUS') !== 'off',
    bin: setting(env, 'PAID_JANUS_BIN'),
    port: parseSetting('PAID_JANUS_PORT', portSchema, setting(env, 'PAID_JANUS_PORT') ?? '0'),
    // Janus never gathers on loopback; by default ICE keeps to this machine's first IPv4
    // address (browsers here reach it too). A public site names the one browsers reach.
    iceInterfaces: setting(env, 'PAID_JANUS_ICE') ?? defaultIceInterface(),
    rtpPortRange: parseSetting(
      'PAID_JANUS_RTP_PORTS',
      z.string().regex(/^\d{1,5}-\d{1,5}$/, 'min-max, e.g. 20000-40000'),
      setting(env, 'PAID_JANUS_RTP_PORTS') ?? '20000-40000',
    ),
    // Janus starts before the server listens: its free port must not be the server's.
    avoidPorts: serverPort > 0 ? [serverPort] : [],
    // PAID_HLS (default on): live streams also as HLS for crowds (docs/video.md "HLS for
    // crowds"), encoded only while viewers need it; off: WebRTC only.
    hls: parseSetting('PAID_HLS', z.enum(['on', 'off']), setting(env, 'PAID_HLS') ?? 'on') === 'on',
    // PAID_RECORD_DEBATES (default on): debate stages are recorded like fundraising streams
    // (recordings/room-recorder.ts); off: streams only. docs/video.md "Recordings" says what a
    // debate's video costs.
    recordDebates:
      parseSetting(
        'PAID_RECORD_DEBATES',
        z.enum(['on', 'off']),
        setting(env, 'PAID_RECORD_DEBATES') ?? 'on',
      ) === 'on',
    // How long a debate stage stays empty before its recording ends (recordings/room-recorder.ts).
    debateIdleSeconds: parseSetting(
      'PAID_DEBATE_IDLE_SECONDS',
      z.coerce.number().int().min(1).max(3600),
      setting(env, 'PAID_DEBATE_IDLE_SECONDS') ?? String(DEBATE_IDLE_MS / 1000),
    ),
    // Several servers: where the others send the media calls for rooms this one holds.
    internalUrl: parseSetting(
      'PAID_INTERNAL_URL',
      z.url({ protocol: /^https?$/ }).optional(),
      setting(env, 'PAID_INTERNAL_URL'),
    ),
  };
}

/** SMTP_URL must be an smtp:// or smtps:// URL: a typo would otherwise lose every message. */
function parseSmtpUrl(env: Env): string | undefined {
  const raw = setting(env, 'SMTP_URL');
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
    // Not echoed: the URL may hold the SMTP password.
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// URL like smtp://user:password@mail.example.com:587',
    );
  }
  return raw;
}

/** MAIL_FROM: an address, optionally with a name ("PAID <no-reply@paid.example>"). */
function parseMailFrom(env: Env, publicOrigin: string): string {
  const raw = setting(env, 'MAIL_FROM');
  if (!raw) return `PAID <no-reply@${new URL(publicOrigin).hostname}>`;
  const address = /<([^<>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!z.email().safeParse(address.trim()).success || /[\r\n]/.test(raw)) {
    throw new ConfigError(
      // JSON-quoted, so a line break shows as \n instead of breaking the log line.
      `MAIL_FROM must be an email address, optionally with a name: PAID <no-reply@paid.example> (got ${JSON.stringify(raw)})`,
    );
  }
  return raw;
}

function parseHlsPublicUrl(env: Env, s3: S3Settings | undefined): string | undefined {
  const url = setting(env, 'PAID_HLS_PUBLIC_URL');
  if (!url) return undefined;
  if (!s3) {
    throw new ConfigError(
      'PAID_HLS_PUBLIC_URL is the public address of the S3 bucket the HLS is copied into: set the S3_* settings too (or unset it)',
    );
  }
  const parsed = parseSetting(
    'PAID_HLS_PUBLIC_URL',
    z.url({ protocol: /^https?$/, error: 'an http(s) URL, e.g. https://cdn.example.org/paid' }),
    url,
  );
  // `<url>/hls/<room>/index.m3u8`: one slash between, whichever way it was written.
  return parsed.replace(/\/+$/, '');
}

function parseS3(env: Env): S3Settings | undefined {
  const bucket = setting(env, 'S3_BUCKET');
  const accessKeyId = setting(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = setting(env, 'S3_SECRET_ACCESS_KEY');
  const endpoint = setting(env, 'S3_ENDPOINT');
  const others = [accessKeyId, secretAccessKey, endpoint, setting(env, 'S3_REGION')];
  if (!bucket) {
    // Keys without a bucket would silently keep files on local disk: refuse instead.
    if (others.some(Boolean)) {
      throw new ConfigError(
        'S3_* settings are given but S3_BUCKET is not; set it (or none of them)',
      );
    }
    return undefined;
  }
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY set as well (or none of them)',
    );
  }
  if (endpoint) parseSetting('S3_ENDPOINT', z.url(), endpoint);
  const pathStyle = setting(env, 'S3_FORCE_PATH_STYLE');
  return {
    bucket,
    region: setting(env, 'S3_REGION') ?? 'us-east-1',
    endpoint,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}

export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv): Config {
  const port = parseSetting('PORT', portSchema, setting(env, 'PORT') ?? '3000');
  const dataDir = path.resolve(setting(env, 'PAID_DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  const siteDir = path.resolve(setting(env, 'PAID_SITE_DIR') ?? REPO_ROOT);
  const releasesDir = path.resolve(
    setting(env, 'PAID_RELEASES_DIR') ?? path.join(dataDir, 'releases'),
  );
  const mailDir = path.resolve(setting(env, 'PAID_MAIL_DIR') ?? path.join(dataDir, 'mail'));
  const publicOrigin = (setting(env, 'PUBLIC_ORIGIN') ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  parseSetting('PUBLIC_ORIGIN', z.url(), publicOrigin);
  const s3 = parseS3(env);
  return {
    port,
    host: setting(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl: setting(env, 'DATABASE_URL'),
    siteDir,
    releasesDir,
    mailDir,
    publicOrigin,
    remoteOverrides: parseRemoteOverrides(setting(env, 'PAID_REMOTES')),
    empty: env.PAID_EMPTY === '1' || env.PAID_EMPTY === 'true' || argv.includes('--empty'),
    logLevel: parseSetting('LOG_LEVEL', logLevelSchema, setting(env, 'LOG_LEVEL') ?? 'info'),
    oidc: parseOidc(env, publicOrigin),
    tournamentTickMs: parseSetting(
      'PAID_TOURNAMENT_TICK_MS',
      tickSchema,
      setting(env, 'PAID_TOURNAMENT_TICK_MS') ?? '60000',
    ),
    clockOffsetMs: parseSetting(
      'PAID_CLOCK_OFFSET_MS',
      offsetSchema,
      setting(env, 'PAID_CLOCK_OFFSET_MS') ?? '0',
    ),
    s3,
    hlsPublicUrl: parseHlsPublicUrl(env, s3),
    paymentProvider: parseSetting(
      'PAID_PAYMENT_PROVIDER',
      z.enum(PAYMENT_PROVIDER_NAMES),
      setting(env, 'PAID_PAYMENT_PROVIDER') ?? 'test',
    ),
    testPaymentDelayMs: parseSetting(
      'PAID_TEST_PAYMENT_DELAY_MS',
      tickSchema,
      setting(env, 'PAID_TEST_PAYMENT_DELAY_MS') ?? '0',
    ),
    trustProxy: parseTrustProxy(setting(env, 'TRUST_PROXY')),
    smtpUrl: parseSmtpUrl(env),
    mailFrom: parseMailFrom(env, publicOrigin),
    mailTickMs: parseSetting(
      'PAID_MAIL_TICK_MS',
      tickSchema,
      setting(env, 'PAID_MAIL_TICK_MS') ?? '2000',
    ),
    liveStreamsPerAddress: parseSetting(
      'PAID_LIVE_STREAMS_PER_ADDRESS',
      z.coerce.number().int().min(1),
      setting(env, 'PAID_LIVE_STREAMS_PER_ADDRESS') ?? String(DEFAULT_LIVE_STREAMS_PER_ADDRESS),
    ),
    media: parseMedia(env, port),
    hlsThreshold: parseSetting(
      'PAID_HLS_THRESHOLD',
      z.coerce.number().int().min(0),
      setting(env, 'PAID_HLS_THRESHOLD') ?? String(DEFAULT_HLS_THRESHOLD),
    ),
    recordings: {
      quotaMb: parseSetting(
        'PAID_RECORDING_QUOTA_MB',
        z.coerce.number().int().min(1),
        setting(env, 'PAID_RECORDING_QUOTA_MB') ?? String(DEFAULT_QUOTA_MB),
      ),
      retentionDays: parseSetting(
        'PAID_RECORDING_RETENTION_DAYS',
        z.coerce.number().int().min(1),
        setting(env, 'PAID_RECORDING_RETENTION_DAYS') ?? String(DEFAULT_RETENTION_DAYS),
      ),
    },
  };
}
