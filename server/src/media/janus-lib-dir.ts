import fs from 'node:fs';
import path from 'node:path';

// Where Janus's plugins and transports are. Debian puts them under the multiarch folder
// (/usr/lib/x86_64-linux-gnu/janus on amd64, /usr/lib/aarch64-linux-gnu/janus on arm64), a
// build from source under <prefix>/lib/janus: look rather than assume one machine's layout.

const VIDEOROOM = path.join('plugins', 'libjanus_videoroom.so');

/** The folders that may hold Janus's libraries, nearest the executable first. */
export function janusLibDirCandidates(executable: string | undefined, root = '/'): string[] {
  const candidates: string[] = [];
  const prefixes = [
    ...(executable ? [path.resolve(path.dirname(executable), '..')] : []),
    path.join(root, 'usr'),
    path.join(root, 'usr', 'local'),
    path.join(root, 'opt', 'janus'),
  ];
  for (const prefix of new Set(prefixes)) {
    const lib = path.join(prefix, 'lib');
    candidates.push(path.join(lib, 'janus'));
    // Multiarch folders: '<cpu>-linux-<abi>' (x86_64-linux-gnu, aarch64-linux-gnu, ...).
    let entries: string[] = [];
    try {
      entries = fs.readdirSync(lib).filter((name) => /^[\w.]+-linux-[\w.]+$/.test(name));
    } catch {
      // No such lib folder under this prefix.
    }
    for (const name of entries.sort()) candidates.push(path.join(lib, name, 'janus'));
  }
  return candidates;
}

/** The first candidate that has the VideoRoom plugin; undefined when none has. */
export function findJanusLibDir(executable: string | undefined, root = '/'): string | undefined {
  return janusLibDirCandidates(executable, root).find((dir) =>
    fs.existsSync(path.join(dir, VIDEOROOM)),
  );
}
