import { spawn } from 'node:child_process';

// The baseline of the API benchmark: a bare Node `http` server in its own process (like
// the real server, so neither shares the load generator's event loop) answering one fixed
// JSON body to every request. What the PAID server adds on top (routing, security headers,
// the summary itself) is the gap between the two.

const SERVER_SOURCE = `
const http = require('node:http');
const body = Buffer.from(process.env.BENCH_BODY);
http
  .createServer((request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => console.log('ready'));
`;

export async function startFixedJsonServer(port: number, body: string) {
  const child = spawn(process.execPath, ['-e', SERVER_SOURCE], {
    env: { ...process.env, BENCH_BODY: body, BENCH_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fixed JSON server exited with ${code}`)));
    child.stdout!.once('data', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
