import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeJanusConfig } from '../src/media/janus-config';
import { findJanusLibDir } from '../src/media/janus-lib-dir';

// The Janus config our server writes (docs/video.md): its API is for our server alone
// (loopback, a secret), nothing else of Janus is reachable (no admin API, no HTTP or other
// transport, no plugin but the VideoRoom), whatever Debian's package ships.

/** A fake Janus install: every plugin and transport Debian ships a file for. */
function fakeLibDir(root: string, multiarch: string): string {
  const dir = path.join(root, 'usr', 'lib', multiarch, 'janus');
  const files = {
    plugins: ['libjanus_videoroom.so', 'libjanus_echotest.so', 'libjanus_streaming.so'],
    transports: ['libjanus_websockets.so', 'libjanus_http.so', 'libjanus_pfunix.so'],
  };
  for (const [folder, names] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    for (const name of names) fs.writeFileSync(path.join(dir, folder, name), '');
  }
  return dir;
}

describe('the Janus config', () => {
  let root: string;
  let dir: string;
  let libDir: string;
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

  before(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-janus-config-'));
    libDir = fakeLibDir(root, 'aarch64-linux-gnu');
    dir = path.join(root, 'data', 'janus');
    writeJanusConfig(dir, {
      wsPort: 18_188,
      apiSecret: 'the-api-secret',
      adminKey: 'the-admin-key',
      iceInterfaces: '192.0.2.7',
      rtpPortRange: '20000-20100',
      libDir,
    });
  });
  after(() => fs.rmSync(root, { recursive: true, force: true }));

  it('loads only the VideoRoom plugin and the WebSocket transport', () => {
    assert.deepEqual(fs.readdirSync(path.join(dir, 'plugins')), ['libjanus_videoroom.so']);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'transports')), ['libjanus_websockets.so']);
    // Event handlers and loggers load from an empty folder: none.
    const main = read('janus.jcfg');
    assert.match(main, new RegExp(`plugins_folder = "${path.join(dir, 'plugins')}"`));
    assert.match(main, new RegExp(`transports_folder = "${path.join(dir, 'transports')}"`));
    assert.match(main, new RegExp(`events_folder = "${path.join(dir, 'empty')}"`));
    assert.deepEqual(fs.readdirSync(path.join(dir, 'empty')), []);
  });

  it('serves the API on loopback only, behind the secret, with no admin API', () => {
    const main = read('janus.jcfg');
    assert.match(main, /^\s*api_secret = "the-api-secret"$/m);
    // The admin API (sessions, handles, tokens) is never configured, so never listens.
    assert.doesNotMatch(main, /admin_secret|token_auth/);
    const websockets = read('janus.transport.websockets.jcfg');
    assert.match(websockets, /^\s*ws = true$/m);
    assert.match(websockets, /^\s*ws_ip = "127\.0\.0\.1"$/m);
    assert.match(websockets, /^\s*ws_port = 18188$/m);
    assert.match(websockets, /^\s*wss = false$/m);
    assert.match(websockets, /^\s*admin_ws = false$/m);
    assert.match(websockets, /^\s*admin_wss = false$/m);
    assert.doesNotMatch(websockets, /admin_ws_port|admin_ws_ip|ws_interface/);
  });

  it('keeps rooms for our server: the admin key and locked forwarding', () => {
    const videoroom = read('janus.plugin.videoroom.jcfg');
    assert.match(videoroom, /^\s*admin_key = "the-admin-key"$/m);
    assert.match(videoroom, /^\s*lock_rtp_forward = true$/m);
  });

  it('finds the plugins in any multiarch folder, or says there are none', () => {
    assert.equal(findJanusLibDir(undefined, root), libDir);
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-janus-none-'));
    try {
      assert.equal(findJanusLibDir(undefined, bare), undefined);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
