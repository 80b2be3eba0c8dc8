import fs from 'node:fs';
import path from 'node:path';

// Where Janus writes a recording's tracks, and how they are named (docs/video.md
// "Recordings"). Each publication is configured with `record: true` and a `filename` base in
// the recording's own folder, `<PAID_DATA_DIR>/recordings/<recording id>/`; Janus (VideoRoom,
// multistream) appends `-<audio|video>-<m-line index>.mjr` to that base. The base names the
// candidate and where the publication starts in the recording (ms since its start), so the
// processing needs nothing but the folder: `c<candidate id>-t<offset ms>`.

export function recordingsDir(dataDir: string): string {
  return path.join(dataDir, 'recordings');
}

export function recordingDir(dataDir: string, recordingId: number): string {
  return path.join(recordingsDir(dataDir), String(recordingId));
}

/** The base Janus is given for one publication (absolute: rooms have no rec_dir). */
export function trackBase(dir: string, candidateId: number, offsetMs: number): string {
  return path.join(dir, `c${candidateId}-t${offsetMs}`);
}

/** One publication's tracks, as found in the folder. */
export interface Publication {
  candidateId: number;
  offsetMs: number;
  video?: string;
  audio?: string;
}

const TRACK = /^c(\d+)-t(\d+)-(audio|video)-\d+\.mjr$/;

/** The publications recorded in `dir`, by start. */
export function listPublications(dir: string): Publication[] {
  const found = new Map<string, Publication>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const match = TRACK.exec(name);
    if (!match) continue;
    const key = `${match[1]}-${match[2]}`;
    const publication = found.get(key) ?? {
      candidateId: Number(match[1]),
      offsetMs: Number(match[2]),
    };
    // An empty track (the media never flowed) has no header to convert.
    if (fs.statSync(path.join(dir, name)).size > 0) {
      publication[match[3] as 'audio' | 'video'] = path.join(dir, name);
    }
    found.set(key, publication);
  }
  return [...found.values()].sort((a, b) => a.offsetMs - b.offsetMs);
}
