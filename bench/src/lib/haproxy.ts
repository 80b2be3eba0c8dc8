import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// HAProxy in front of several real servers, as `npm run start:cluster` (scripts/start-cluster.sh,
// which writes the production config) runs it: round robin, X-Forwarded-For, health checks,
// long timeouts for the live streams. Shared by the cluster test (server/test/cluster.test.ts)
// and the push bench's cluster mode (bench/src/chat-push.ts --cluster), so the two measure
// the same balancer.

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
  /** The servers' base URLs (`http://127.0.0.1:3101`), in round-robin order. */
  servers: readonly string[];
  /**
   * Connections the balancer accepts at once (global, and each frontend's through
   * `defaults`); default 4096 (global only). Each proxied connection holds two file
   * descriptors of the HAProxy process, which refuses to start when its open-files limit
   * cannot hold 2 × maxconn and a few more.
   */
  maxconn?: number;
  /** Names the server that answered in an `x-paid-server` response header (s1, s2, ...). */
  serverHeader?: boolean;
  /**
   * `option http-no-delay`: send each piece of a response as soon as it arrives. Without it
   * HAProxy sends the data of a response it expects more of (a live stream's events) with
   * MSG_MORE, and the kernel may hold it up to 200 ms waiting for more (measured: p50 228 ms
   * through HAProxy against 23 ms direct, 200 viewers). On, as in start-cluster.sh; the push
   * bench can turn it off (BENCH_PUSH_HAPROXY_NO_DELAY=0) to show the difference.
   */
  noDelay?: boolean;
}

/** The balancer as start-cluster.sh writes it: round robin, forwardfor, long stream timeouts. */
export function haproxyConfig({
  port,
  servers,
  maxconn,
  serverHeader = false,
  noDelay = true,
}: HaproxyConfigOptions): string {
  return [
    'global',
    `  maxconn ${maxconn ?? 4096}`,
    'defaults',
    '  mode http',
    ...(maxconn === undefined ? [] : [`  maxconn ${maxconn}`]),
    ...(noDelay ? ['  option http-no-delay'] : []),
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    // A GET sent over a pooled connection to a server that has just died gets no answer:
    // HAProxy would close the client's connection, leaving the retry to the client (browsers
    // do; fetch and curl do not). Retry it on another server instead; never a POST (a gift).
    '  retry-on conn-failure empty-response',
    '  timeout connect 5s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout http-request 10s',
    'frontend paid',
    `  bind 127.0.0.1:${port}`,
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  http-request disable-l7-retry unless METH_GET',
    ...(serverHeader ? ['  http-response set-header x-paid-server %s'] : []),
    ...servers.map(
      (server, n) => `  server s${n + 1} ${new URL(server).host} check inter 500ms fall 1 rise 1`,
    ),
    '',
  ].join('\n');
}
