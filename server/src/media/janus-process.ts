import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { writeJanusConfig } from './janus-config';
import { findJanusLibDir } from './janus-lib-dir';

// Starts the Janus the PAID server owns (a child process, stopped with the server), or tells
// that there is none: video is optional, the site runs without it (docs/video.md).

export interface JanusOptions {
  /** Janus's config and logs go to <dataDir>/janus. */
  dataDir: string;
  /** PAID_JANUS_BIN; default `janus` from PATH. */
  bin?: string | undefined;
  /** PAID_JANUS_PORT; 0 takes a free port. */
  port: number;
  /**
   * Ports a free port must not be: the PAID server's own, which it binds only after Janus has
   * started. A port chosen by a test and let go of can be handed out again at once, and Janus
   * on the server's port made the server's listen fail (EADDRINUSE).
   */
  avoidPorts?: readonly number[];
  /** PAID_JANUS_ICE: the interfaces ICE may use (Janus `ice_enforce_list`). */
  iceInterfaces: string;
  /** PAID_JANUS_RTP_PORTS. */
  rtpPortRange: string;
}

export interface RunningJanus {
  /** The loopback WebSocket of Janus's API, for janode. */
  url: string;
  apiSecret: string;
  adminKey: string;
  stop: () => Promise<void>;
}

/** An installed Janus: its executable and the folder of its plugins and transports. */
export interface InstalledJanus {
  executable: string;
  libDir: string;
}

/** The janus executable and its libraries, or undefined when Janus is not installed. */
export function findJanus(bin: string | undefined): InstalledJanus | undefined {
  let executable = bin && fs.existsSync(bin) ? bin : undefined;
  if (!bin) {
    for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
      const candidate = path.join(folder, 'janus');
      if (folder && fs.existsSync(candidate)) {
        executable = candidate;
        break;
      }
    }
  }
  if (!executable) return undefined;
  // Without the VideoRoom plugin Janus would start and serve nothing.
  const libDir = findJanusLibDir(executable);
  return libDir ? { executable, libDir } : undefined;
}

function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A free port of 127.0.0.1 that is none of `avoid` (`pick` asks the system for one). */
export async function freePortExcept(
  avoid: readonly number[],
  pick: () => Promise<number> = anyFreePort,
): Promise<number> {
  for (;;) {
    const port = await pick();
    if (!avoid.includes(port)) return port;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Debian's util-linux (essential, always installed) puts setpriv here. */
const SETPRIV_CANDIDATES = ['/usr/bin/setpriv', '/bin/setpriv'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Writes the config, starts Janus and waits (up to 15 s) until its WebSocket answers.
 * Janus's own output goes to <dataDir>/janus/janus.log.
 */
export async function startJanus(
  { executable, libDir }: InstalledJanus,
  options: JanusOptions,
): Promise<RunningJanus> {
  const dir = path.join(options.dataDir, 'janus');
  const port = options.port || (await freePortExcept(options.avoidPorts ?? []));
  const apiSecret = randomBytes(24).toString('hex');
  const adminKey = randomBytes(24).toString('hex');
  const configFile = writeJanusConfig(dir, {
    wsPort: port,
    apiSecret,
    adminKey,
    iceInterfaces: options.iceInterfaces,
    rtpPortRange: options.rtpPortRange,
    libDir,
  });
  const log = fs.openSync(path.join(dir, 'janus.log'), 'w');
  const janusArgs = ['-C', configFile, '-F', dir, '-o'];
  // A server killed with SIGKILL runs no exit handler: through util-linux's setpriv, the kernel
  // kills Janus when the server dies (PR_SET_PDEATHSIG), so a crash leaves no Janus behind.
  const watchdog = SETPRIV_CANDIDATES.find((candidate) => fs.existsSync(candidate));
  const child = watchdog
    ? spawn(watchdog, ['--pdeathsig', 'KILL', '--', executable, ...janusArgs], {
        stdio: ['ignore', log, log],
      })
    : spawn(executable, janusArgs, { stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    // Janus frees its sessions cleanly on SIGTERM; one that hangs is killed after 5 s.
    await Promise.race([exited(child), sleep(5_000).then(() => child.kill('SIGKILL'))]);
  };
  // The server exiting any other way must not leave Janus behind.
  process.once('exit', () => child.kill('SIGKILL'));
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (child.exitCode !== null) {
      throw new Error(`Janus exited at start (code ${child.exitCode}); see ${dir}/janus.log`);
    }
    if (await accepts(port)) return { url: `ws://127.0.0.1:${port}/`, apiSecret, adminKey, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`Janus did not open port ${port} within 15 s; see ${dir}/janus.log`);
}
