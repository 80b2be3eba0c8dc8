import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { haproxyBinary, haproxyConfig } from '../../bench/src/lib/haproxy';
import { freePort } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';

// The balancer's retries when a server dies under a request (a crash, a SIGKILL, a restart):
// a GET it had sent is sent again to the other server, so the reader gets an answer; a POST
// is never sent twice (a gift must not be made twice), its client gets a 502. Without the
// retry, HAProxy answers such a GET with a 502, or closes the client's connection when the
// request went over a pooled connection (browsers retry then; fetch does not: a cluster test
// once failed on exactly that). Plain Node servers that hold each request 1.5 s stand in for
// the site's, so the death lands while requests are in flight.

const HOLD_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the balancer when a server dies under requests', () => {
  const arrivals: Record<'GET' | 'POST', number> = { GET: 0, POST: 0 };
  const servers: http.Server[] = [];
  let doomed: ChildProcess;
  let balancer: ChildProcess;
  let dir: string;
  let site: string;

  before(async () => {
    dir = makeTempDir('paid-balancer-retries');
    // The survivor, in this process: it counts what reaches it.
    const survivor = http.createServer((request, response) => {
      if (request.url === '/check') return void response.end('ok');
      if (request.method === 'GET' || request.method === 'POST') arrivals[request.method] += 1;
      request.resume();
      setTimeout(() => response.end('survivor'), HOLD_MS);
    });
    await new Promise<void>((resolve) => survivor.listen(0, '127.0.0.1', resolve));
    servers.push(survivor);
    // The one that dies: a child process, so SIGKILL drops its connections as a crash does.
    const doomedPort = await freePort();
    doomed = spawn(
      process.execPath,
      [
        '-e',
        `require('node:http').createServer((q, s) => q.url === '/check' ? s.end('ok')
          : (q.resume(), setTimeout(() => s.end('doomed'), ${HOLD_MS})))
          .listen(${doomedPort}, '127.0.0.1', () => console.log('up'))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => doomed.stdout!.once('data', resolve));
    const port = await freePort();
    const configFile = path.join(dir, 'haproxy.cfg');
    const survivorPort = (survivor.address() as AddressInfo).port;
    fs.writeFileSync(
      configFile,
      haproxyConfig({
        port,
        servers: [`http://127.0.0.1:${survivorPort}`, `http://127.0.0.1:${doomedPort}`],
        serverHeader: true,
      }).replace('GET /api/health', 'GET /check'),
    );
    balancer = spawn(haproxyBinary(), ['-db', '-f', configFile], { stdio: 'ignore' });
    site = `http://127.0.0.1:${port}`;
    // Both servers up behind it: round robin has answered from each.
    const seen = new Set<string>();
    while (seen.size < 2) {
      const answer = await fetch(`${site}/check`).catch(() => undefined);
      const server = answer?.headers.get('x-paid-server');
      if (answer?.ok && server) seen.add(server);
      else await sleep(100);
    }
    arrivals.GET = 0;
    arrivals.POST = 0;
  });
  after(async () => {
    balancer?.kill('SIGTERM');
    doomed?.kill('SIGKILL');
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers every GET from the server still up and never sends a POST twice', async () => {
    // Round robin deals these between the two servers: about half go to the one that dies.
    const send = (method: 'GET' | 'POST') =>
      fetch(`${site}/work`, method === 'POST' ? { method, body: 'a gift' } : {}).then(
        async (response) => ({ method, status: response.status, body: await response.text() }),
        (error: Error) => ({ method, status: 0, body: String(error) }),
      );
    const sent = ['GET', 'POST', 'GET', 'POST', 'GET', 'POST', 'GET', 'POST'] as const;
    const answers = Promise.all(sent.map(send));
    await sleep(HOLD_MS / 3);
    doomed.kill('SIGKILL');
    const results = await answers;
    const gets = results.filter((result) => result.method === 'GET');
    const posts = results.filter((result) => result.method === 'POST');
    assert.deepEqual(
      gets.map((result) => [result.status, result.body]),
      gets.map(() => [200, 'survivor']),
    );
    // Some POSTs were on the server that died: they fail, and none reached the survivor again.
    assert.ok(
      posts.some((result) => result.status === 502),
      JSON.stringify(posts),
    );
    assert.equal(arrivals.POST, posts.filter((result) => result.status === 200).length);
    // Every GET the dead server had was sent again to the survivor.
    assert.equal(arrivals.GET, gets.length);
  });
});
