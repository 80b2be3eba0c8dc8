import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { remoteListOf } from './page-elements';
import { makeTempDir } from './temp-dir';

// A small built site on disk, shaped like `npm run build` output: the shell's dist and one
// remote's dist, with a content-hashed file next to the ones that must never be cached.

export const FIXTURE = {
  indexHtml:
    '<!doctype html><html lang="en"><body><div id="root"></div><script src="/main.0123456789abcdef.js"></script></body></html>',
  mainJs: 'console.log("shell");',
  manifest: JSON.stringify({
    id: 'mf_shorts',
    name: 'mf_shorts',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'shorts-screen', assets: { js: { sync: ['screens.89abcdef01.js'], async: [] } } },
    ],
  }),
  /** The shell's start-up scripts, as shared-config's BootScriptsPlugin writes them. */
  bootScripts: ['/main-chunk.0123456789abcdef.js'],
  remoteEntry: 'var mf_shorts;',
  chunkJs: 'export const screen = 1;',
  /** 64 bytes standing in for a video. */
  video: Buffer.from(Array.from({ length: 64 }, (_, index) => index)),
} as const;

function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Makes the fixture site; `withShell: false` leaves the shell unbuilt. */
export function makeFixtureSite({ withShell = true } = {}): string {
  const site = makeTempDir('paid-test-site');
  if (withShell) {
    write(path.join(site, 'shell/dist/index.html'), FIXTURE.indexHtml);
    write(path.join(site, 'shell/dist/main.0123456789abcdef.js'), FIXTURE.mainJs);
    write(path.join(site, 'shell/dist/media/intro.mp4'), FIXTURE.video);
    write(
      path.join(site, 'shell/dist/boot-scripts.json'),
      JSON.stringify({ scripts: FIXTURE.bootScripts }),
    );
  }
  write(path.join(site, 'mf-shorts/dist/mf-manifest.json'), FIXTURE.manifest);
  write(path.join(site, 'mf-shorts/dist/remoteEntry.js'), FIXTURE.remoteEntry);
  write(path.join(site, 'mf-shorts/dist/screens.89abcdef01.js'), FIXTURE.chunkJs);
  return site;
}

/**
 * Whether `body` is the fixture's index.html as the server sends a page: the built file with
 * the page's hints and the remote list added before <body> (http/shell-html.ts), and for
 * some routes the page's heading before the root element (http/first-paint.ts).
 */
export function assertShellPage(page: string, message?: string): void {
  const body = page.replace(
    /<style>[\s\S]*?<\/style><div id="paid-first-paint"[\s\S]*?(?=<div id="root")/,
    '',
  );
  const [start, end] = FIXTURE.indexHtml.split('<body>');
  assert.ok(body.startsWith(start), message ?? body);
  assert.ok(body.endsWith(`<body>${end}`), message ?? body);
  assert.ok(remoteListOf(body), message);
}
