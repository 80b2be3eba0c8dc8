// The balancer's configuration, in one place: `npm run start:cluster` writes it
// (scripts/start-cluster.sh runs this file), and the cluster tests and the push bench write
// the same through bench/src/lib/haproxy.ts, so what they measure is what a cluster runs.
// Default keep-alive mode (no http-server-close): long responses stream through untouched.
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} HaproxyConfigOptions
 * @property {string} bind The address the balancer listens on (`127.0.0.1:3000`).
 * @property {{ name: string, address: string }[]} servers In round-robin order; address `host:port`.
 * @property {'cluster' | 'quick'} [checks] How often a server is checked: 'cluster' (every 2 s,
 *   every 0.5 s while down, out after 2 failures, back after 2 answers); 'quick' (tests: every
 *   0.5 s, out after 1 failure, back after 1 answer).
 * @property {number} [maxconn] Connections at once (global and each frontend); unset, HAProxy
 *   sizes it from its open-files limit. Each proxied connection holds two of its file
 *   descriptors, and it refuses to start when that limit cannot hold 2 × maxconn and a few more.
 * @property {boolean} [serverHeader] Names the server that answered in an `x-paid-server`
 *   response header.
 * @property {boolean} [noDelay] `option http-no-delay`, default on (see below); the push bench
 *   turns it off to show the difference.
 * @property {boolean} [log] Log to standard output (start-cluster.sh rotates it).
 * @property {string} [header] A first comment line.
 */

/**
 * @param {HaproxyConfigOptions} options
 * @returns {string}
 */
export function haproxyConfig({
  bind,
  servers,
  checks = 'cluster',
  maxconn,
  serverHeader = false,
  noDelay = true,
  log = false,
  header,
}) {
  const check =
    checks === 'quick'
      ? 'check inter 500ms fall 1 rise 1'
      : 'check inter 2s downinter 500ms fastinter 500ms fall 2 rise 2';
  return [
    ...(header ? [`# ${header}`] : []),
    'global',
    ...(maxconn === undefined ? [] : [`    maxconn ${maxconn}`]),
    ...(log ? ['    log stdout format raw local0 notice'] : []),
    '',
    'defaults',
    '    mode http',
    ...(log ? ['    log global', '    option dontlognull'] : []),
    ...(maxconn === undefined ? [] : [`    maxconn ${maxconn}`]),
    '    # X-Forwarded-For: the servers trust it from this balancer (TRUST_PROXY).',
    '    option forwardfor',
    '    # A server that refuses the connection (stopped, restarting): try another one.',
    '    retries 3',
    '    option redispatch',
    '    # A GET sent over a pooled connection to a server that has just died gets no answer, and',
    "    # HAProxy would close the client's connection for the client to retry (browsers do; fetch",
    '    # and curl do not): retry it on another server. Never a POST (the backend says so): a',
    '    # gift is not sent twice (server/test/balancer-retries.test.ts).',
    '    retry-on conn-failure empty-response',
    '    timeout connect 5s',
    '    timeout http-request 10s',
    '    # Long-lived responses (live push) stay open up to an hour.',
    '    timeout client 1h',
    '    timeout server 1h',
    '    timeout tunnel 1h',
    ...(noDelay
      ? [
          "    # Send each live event at once: without it HAProxy may hold a streamed response's",
          '    # data up to 200 ms waiting for more (measured by npm run bench:push:cluster).',
          '    option http-no-delay',
        ]
      : []),
    '',
    'frontend paid',
    `    bind ${bind}`,
    '    default_backend paid_servers',
    '',
    '# No sticky sessions: sessions live in the database.',
    'backend paid_servers',
    '    balance roundrobin',
    '    option httpchk GET /api/health',
    '    http-check expect status 200',
    '    http-request disable-l7-retry unless METH_GET',
    ...(serverHeader ? ['    http-response set-header x-paid-server %s'] : []),
    '    # A server whose check fails gets no requests (its database is gone: 503, or it is down',
    '    # and being restarted) until it answers again.',
    ...servers.map(({ name, address }) => `    server ${name} ${address} ${check}`),
    '',
  ].join('\n');
}

// `node scripts/lib/haproxy-config.mjs '<options as JSON>'` prints it (start-cluster.sh).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(haproxyConfig(JSON.parse(process.argv[2])));
}
