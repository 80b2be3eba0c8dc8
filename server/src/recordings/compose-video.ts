// The ffmpeg command that makes a recording's one video (docs/video.md "Recordings"): one tile
// per candidate, in the order they first published (a stream has one). A tile is its
// publications' pictures one after the other (the seconds between a camera going off and on
// again are left out), each scaled and padded to TILE_WIDTH x TILE_HEIGHT, starting where its
// first publication starts in the recording (black before it: a click-in's tile); the tiles are
// laid side by side (hstack), their sounds mixed (amix). VP8 in WebM, encoded for this 2-core
// machine (`-deadline realtime -cpu-used 8`).

export const TILE_WIDTH = 640;
export const TILE_HEIGHT = 480;

/** One publication converted by janus-pp-rec: its files and where it starts (ms). */
export interface Segment {
  offsetMs: number;
  video?: string;
  audio?: string;
}

/** One candidate's tile: their publications, by start. */
export type Tile = Segment[];

export function composeArgs(tiles: Tile[], output: string): string[] {
  const inputs: string[] = [];
  const input = (file: string) => {
    inputs.push('-i', file);
    return inputs.length / 2 - 1;
  };
  const filters: string[] = [];
  const videoTiles: string[] = [];
  const audioTiles: string[] = [];
  tiles.forEach((tile, t) => {
    const start = (tile[0]?.offsetMs ?? 0) / 1000;
    const pictures = tile.filter((segment) => segment.video);
    if (pictures.length > 0) {
      const labels = pictures.map((segment, s) => {
        const label = `v${t}_${s}`;
        filters.push(
          `[${input(segment.video!)}:v]scale=${TILE_WIDTH}:${TILE_HEIGHT}:force_original_aspect_ratio=decrease,` +
            `pad=${TILE_WIDTH}:${TILE_HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=25,format=yuv420p[${label}]`,
        );
        return `[${label}]`;
      });
      const delay = start > 0 ? `,tpad=start_duration=${start}:color=black` : '';
      filters.push(`${labels.join('')}concat=n=${labels.length}:v=1:a=0${delay}[v${t}]`);
      videoTiles.push(`[v${t}]`);
    }
    const sounds = tile.filter((segment) => segment.audio);
    if (sounds.length > 0) {
      const labels = sounds.map((segment) => `[${input(segment.audio!)}:a]`);
      const delay = start > 0 ? `,adelay=delays=${Math.round(start * 1000)}:all=1` : '';
      filters.push(`${labels.join('')}concat=n=${labels.length}:v=0:a=1${delay}[a${t}]`);
      audioTiles.push(`[a${t}]`);
    }
  });
  const maps: string[] = [];
  if (videoTiles.length === 1) {
    maps.push('-map', videoTiles[0]);
  } else if (videoTiles.length > 1) {
    // A tile whose camera ended earlier keeps its last picture until the longest ends.
    filters.push(`${videoTiles.join('')}hstack=inputs=${videoTiles.length}[v]`);
    maps.push('-map', '[v]');
  }
  if (audioTiles.length === 1) {
    maps.push('-map', audioTiles[0]);
  } else if (audioTiles.length > 1) {
    filters.push(
      `${audioTiles.join('')}amix=inputs=${audioTiles.length}:duration=longest:normalize=0[a]`,
    );
    maps.push('-map', '[a]');
  }
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    filters.join(';'),
    ...maps,
    ...(videoTiles.length > 0
      ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M', '-threads', '2']
      : []),
    ...(audioTiles.length > 0 ? ['-c:a', 'libopus', '-b:a', '96k'] : []),
    '-f',
    'webm',
    output,
  ];
}
