import fs from 'node:fs';
import path from 'node:path';

// The Janus configuration the PAID server writes for the Janus it starts (never Debian's
// /etc/janus): only the VideoRoom plugin and the WebSocket transport, the transport bound to
// loopback and guarded by an API secret only this server knows, so browsers never speak
// Janus's API: every join, publish and subscribe goes through our routes (server/src/media/).

export interface JanusSettings {
  /** The WebSocket transport's port (loopback only). */
  wsPort: number;
  /** Every API request must carry it (`apisecret`); our server is the only holder. */
  apiSecret: string;
  /** Needed to create or destroy rooms (VideoRoom `admin_key`). */
  adminKey: string;
  /**
   * Interfaces (or address prefixes) ICE may gather on (Janus `ice_enforce_list`; '' lets
   * Janus use every one). Janus skips loopback whatever this says, so tests use the
   * machine's own interface (packets to its own address never leave it).
   */
  iceInterfaces: string;
  /** The UDP ports media may use, 'min-max'. */
  rtpPortRange: string;
  /** Janus's own plugins and transports (janus-lib-dir.ts finds them). */
  libDir: string;
}

/** A libconfig string: quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A folder holding links to just the named libraries, so Janus loads nothing else. */
function linkOnly(folder: string, from: string, names: readonly string[]) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  for (const name of names) fs.symlinkSync(path.join(from, name), path.join(folder, name));
}

/** Writes the configs into `dir` (emptied first) and returns the path of janus.jcfg. */
export function writeJanusConfig(dir: string, settings: JanusSettings): string {
  const { libDir } = settings;
  fs.mkdirSync(dir, { recursive: true });
  linkOnly(path.join(dir, 'plugins'), path.join(libDir, 'plugins'), ['libjanus_videoroom.so']);
  linkOnly(path.join(dir, 'transports'), path.join(libDir, 'transports'), [
    'libjanus_websockets.so',
  ]);
  fs.mkdirSync(path.join(dir, 'empty'), { recursive: true });

  const main = `general: {
  configs_folder = ${quoted(dir)}
  plugins_folder = ${quoted(path.join(dir, 'plugins'))}
  transports_folder = ${quoted(path.join(dir, 'transports'))}
  events_folder = ${quoted(path.join(dir, 'empty'))}
  loggers_folder = ${quoted(path.join(dir, 'empty'))}
  debug_level = 3
  server_name = "PAID"
  session_timeout = 60
  api_secret = ${quoted(settings.apiSecret)}
}
certificates: {}
media: {
  rtp_port_range = ${quoted(settings.rtpPortRange)}
}
nat: {
${settings.iceInterfaces ? `  ice_enforce_list = ${quoted(settings.iceInterfaces)}\n` : ''}  ignore_mdns = true
}
plugins: {}
transports: {}
events: {}
loggers: {}
`;
  const websockets = `general: {
  json = "compact"
  ws = true
  ws_port = ${settings.wsPort}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`;
  // string_ids: rooms are named for what they show ('stream-12', 'debate-CA').
  const videoroom = `general: {
  string_ids = true
  admin_key = ${quoted(settings.adminKey)}
  lock_rtp_forward = true
}
`;
  const file = path.join(dir, 'janus.jcfg');
  fs.writeFileSync(file, main);
  fs.writeFileSync(path.join(dir, 'janus.transport.websockets.jcfg'), websockets);
  fs.writeFileSync(path.join(dir, 'janus.plugin.videoroom.jcfg'), videoroom);
  return file;
}
