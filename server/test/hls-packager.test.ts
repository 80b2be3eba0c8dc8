import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chunkPlaylistName, hlsPackager, partName } from '../src/hls/hls-packager';
import {
  PARTS_PER_SEGMENT,
  playlistEdge,
  playlistHas,
  playlistSegments,
  tooFarAhead,
} from '../src/hls/ll-playlist';

// The room's low-latency playlist made from ffmpeg's 1 s chunks (docs/video.md "HLS for
// crowds"), without ffmpeg: chunk files and ffmpeg's own playlist written here as ffmpeg
// writes them (hls-media.test.ts does it with the real ffmpeg). Every chunk is a part as soon
// as ffmpeg lists it, four make a segment whose bytes are theirs joined, the next part is
// announced, a new ffmpeg starts a segment after a discontinuity, old files go, and the end
// closes the playlist.

const FIRST = '0000aaaa';
const SECOND = '0000bbbb';

describe('HLS packager', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-packager-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  /**
   * ffmpeg having finished chunks 0..`to`; its playlist lists them all here (the real one the
   * last 10, which the packager reads ten times a second).
   */
  const ffmpegWrites = (ffmpeg: string, to: number) => {
    for (let n = 0; n <= to; n += 1) {
      const file = path.join(dir, partName(ffmpeg, n));
      if (!existsSync(file)) writeFileSync(file, `${ffmpeg}:${n};`);
    }
    const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:1'];
    lines.push('#EXT-X-MEDIA-SEQUENCE:0');
    for (let n = 0; n <= to; n += 1) lines.push('#EXTINF:1.000000,', partName(ffmpeg, n));
    writeFileSync(path.join(dir, chunkPlaylistName(ffmpeg)), `${lines.join('\n')}\n`);
  };
  const playlist = () => readFileSync(path.join(dir, 'index.m3u8'), 'utf8');
  /** Its timer never fires here: each look is the test's (packager.look()). */
  const EVERY_MS = 3_600_000;
  const has = (file: string) => existsSync(path.join(dir, file));

  it('lists each chunk as a part, joins four into a segment, announces the next', () => {
    const packager = hlsPackager(dir, { everyMs: EVERY_MS });
    try {
      packager.follow(FIRST);
      packager.look();
      assert.equal(has('index.m3u8'), false, 'nothing before the first chunk');
      ffmpegWrites(FIRST, 0);
      packager.look();
      const text = playlist();
      assert.match(text, /^#EXT-X-TARGETDURATION:4$/m);
      assert.match(text, /^#EXT-X-PART-INF:PART-TARGET=1\.000$/m);
      assert.match(text, /^#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=3\.000$/m);
      assert.match(text, /^#EXT-X-MEDIA-SEQUENCE:0$/m);
      assert.deepEqual(playlistSegments(text), [partName(FIRST, 0)]);
      assert.match(
        text,
        new RegExp(`^#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${partName(FIRST, 1)}"$`, 'm'),
      );
      assert.deepEqual(playlistEdge(text), {
        lastSegment: -1,
        partsAfter: 1,
        ended: false,
        targetDuration: 4,
        hinted: partName(FIRST, 1),
      });
    } finally {
      packager.stop();
    }
  });

  it('goes on across ffmpegs, drops old files and ends the playlist', () => {
    rmSync(dir, { recursive: true, force: true });
    dir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-packager-'));
    const packager = hlsPackager(dir, { everyMs: EVERY_MS });
    try {
      packager.follow(FIRST);
      // Six chunks: one whole segment (parts 0-3) and two parts of the next.
      ffmpegWrites(FIRST, 5);
      packager.look();
      let text = playlist();
      const segments = text.split('\n').filter((line) => /^seg-.*\.ts$/.test(line));
      assert.equal(segments.length, 1);
      assert.equal(
        readFileSync(path.join(dir, segments[0]), 'utf8'),
        [0, 1, 2, 3].map((n) => `${FIRST}:${n};`).join(''),
        "a segment is its parts' bytes joined",
      );
      assert.match(text, /^#EXTINF:4\.000,$/m);
      assert.deepEqual(playlistEdge(text).lastSegment, 0);
      assert.deepEqual(playlistEdge(text).partsAfter, 2);

      // A new ffmpeg (a debater left): the segment being made ends short with its two parts,
      // and the new picture starts a segment after a discontinuity.
      packager.follow(SECOND);
      packager.look();
      assert.equal(playlist(), text, 'nothing changes before its first chunk');
      ffmpegWrites(SECOND, 0);
      packager.look();
      text = playlist();
      assert.match(
        text,
        /#EXTINF:2\.000,\nseg-[0-9a-f]{8}-1\.ts\n#EXT-X-DISCONTINUITY\n#EXT-X-PART/,
      );
      assert.deepEqual(playlistEdge(text), {
        lastSegment: 1,
        partsAfter: 1,
        ended: false,
        targetDuration: 4,
        hinted: partName(SECOND, 1),
      });

      // Far on: four whole segments listed, the oldest gone (its file a change later).
      ffmpegWrites(SECOND, 4 * PARTS_PER_SEGMENT);
      packager.look();
      text = playlist();
      const listed = text.split('\n').filter((line) => /^seg-.*\.ts$/.test(line));
      assert.equal(listed.length, 4);
      assert.match(text, /^#EXT-X-MEDIA-SEQUENCE:2$/m);
      // The discontinuity is still listed, before the first segment now.
      assert.match(text, /^#EXT-X-DISCONTINUITY-SEQUENCE:0$/m);
      assert.match(text, /^#EXT-X-DISCONTINUITY$/m);
      // Parts are listed for the two newest whole segments and the one being made only.
      const parts = playlistSegments(text).filter((name) => name.startsWith('part-'));
      assert.deepEqual(
        parts,
        [8, 9, 10, 11, 12, 13, 14, 15, 16].map((n) => partName(SECOND, n)),
      );
      const id = listed[0].split('-')[1];
      ffmpegWrites(SECOND, 4 * PARTS_PER_SEGMENT + 1);
      packager.look();
      assert.equal(has(`seg-${id}-0.ts`), false, 'a segment no longer listed is deleted');
      assert.equal(has(partName(FIRST, 0)), false, "an old segment's parts are deleted");
      assert.equal(has(partName(SECOND, 4)), true, 'parts of a listed segment stay');

      // The segment after the discontinuity leaves: it is counted.
      ffmpegWrites(SECOND, 5 * PARTS_PER_SEGMENT);
      packager.look();
      text = playlist();
      assert.match(text, /^#EXT-X-MEDIA-SEQUENCE:3$/m);
      assert.match(text, /^#EXT-X-DISCONTINUITY-SEQUENCE:1$/m);
      assert.doesNotMatch(text, /^#EXT-X-DISCONTINUITY$/m);

      // The end: the segment being made is closed, no part announced, the list ends.
      assert.equal(packager.end(), true);
      text = playlist();
      assert.ok(text.endsWith('#EXT-X-ENDLIST\n'));
      assert.doesNotMatch(text, /PRELOAD-HINT/);
      assert.equal(playlistEdge(text).ended, true);
    } finally {
      packager.stop();
    }
  });

  it('says nothing was written when ffmpeg wrote no chunk', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-packager-'));
    const packager = hlsPackager(empty, { everyMs: EVERY_MS });
    packager.follow(FIRST);
    packager.look();
    assert.equal(packager.end(), false);
    assert.equal(existsSync(path.join(empty, 'index.m3u8')), false);
    rmSync(empty, { recursive: true, force: true });
  });

  it('answers a blocking reload only once the part asked for is listed', () => {
    const edge = { lastSegment: 3, partsAfter: 2, ended: false, targetDuration: 4 };
    assert.equal(playlistHas(edge, { msn: 3 }), true);
    assert.equal(playlistHas(edge, { msn: 4 }), false, 'segment 4 is not whole yet');
    assert.equal(playlistHas(edge, { msn: 4, part: 1 }), true);
    assert.equal(playlistHas(edge, { msn: 4, part: 2 }), false);
    assert.equal(playlistHas(edge, { msn: 5, part: 0 }), false);
    assert.equal(playlistHas({ ...edge, ended: true }, { msn: 5, part: 0 }), true);
    assert.equal(tooFarAhead(edge, { msn: 5 }), false);
    assert.equal(tooFarAhead(edge, { msn: 6 }), true);
  });
});
