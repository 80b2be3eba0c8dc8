import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig as balancerConfig } from '../../../scripts/lib/haproxy-config.mjs';

// HAProxy in front of several real servers, for the cluster tests (server/test/cluster*.test.ts,
// balancer-retries.test.ts) and the push bench's cluster mode (bench/src/chat-push.ts
// --cluster): the configuration `npm run start:cluster` runs (scripts/lib/haproxy-config.mjs,
// its one home), on 127.0.0.1, with the quick health checks a test wants.

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Debian's haproxy; scripts/ensure-haproxy.sh installs it when missing (as root). */
export function haproxyBinary(): string {
  const found = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) =>
    fs.existsSync(file),
  );
  if (found) return found;
  // Installs it when missing and running as root; else explains and fails.
  return execFileSync('bash', [path.join(REPO_ROOT, 'scripts', 'ensure-haproxy.sh')], {
    encoding: 'utf8',
  }).trim();
}

export interface HaproxyConfigOptions {
  /** The balancer's port on 127.0.0.1. */
  port: number;
  /** The servers' base URLs (`http://127.0.0.1:3101`), in round-robin order: s1, s2, ... */
  servers: readonly string[];
  /** Connections at once (scripts/lib/haproxy-config.mjs; unset, from the open-files limit). */
  maxconn?: number;
  /** Names the server that answered (s1, s2, ...) in an `x-paid-server` response header. */
  serverHeader?: boolean;
  /** `option http-no-delay` (default on, as in a cluster); BENCH_PUSH_HAPROXY_NO_DELAY=0. */
  noDelay?: boolean;
}

/** The cluster's balancer on 127.0.0.1:`port` in front of `servers`, checked every 0.5 s. */
export function haproxyConfig({
  port,
  servers,
  maxconn,
  serverHeader = false,
  noDelay = true,
}: HaproxyConfigOptions): string {
  return balancerConfig({
    bind: `127.0.0.1:${port}`,
    servers: servers.map((server, n) => ({ name: `s${n + 1}`, address: new URL(server).host })),
    checks: 'quick',
    maxconn,
    serverHeader,
    noDelay,
  });
}
