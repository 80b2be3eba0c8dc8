import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { hlsDir } from '../src/hls/hls-dir';
import { hlsWarmUp } from '../src/hls/hls-threshold';
import { roomHls, type PublicationControl, type RoomHls } from '../src/hls/room-hls';
import { debateRoom, streamRoom } from '../src/media/media-server';
import { fakeEncoder } from './helpers/hls-fixtures';

// HLS made only when needed (docs/video.md "HLS for crowds"): a publication is kept, and its
// encoder (here a fake that writes the playlist at once) starts when a viewer asks for HLS or
// the room's WebRTC viewers reach the warm-up level, once; it stops when the publication ends,
// or when nobody asked for a while and few watch by WebRTC. hls-media.test.ts runs the real one.

const ANSWER = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'm=video 9 UDP/TLS/RTP/SAVPF 96',
  'a=mid:1',
  'a=rtpmap:96 VP8/90000',
  '',
].join('\r\n');

const room = streamRoom(7);
const WARM_UP = 3;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How long an ended playlist stays here (ENDED_KEEP_MS in the server). */
const ENDED_KEEP = 30;

describe('HLS made only when needed', () => {
  let dataDir: string;
  let hls: RoomHls;
  let clock: number;
  /** Encoders started (with their cameras' inputs), and the forwards Janus made and undid. */
  let started: { stopped: boolean; inputs: number; append: boolean }[];
  let forwards: number;
  let unforwards: number;
  const control: PublicationControl = {
    forward: () => {
      forwards++;
      return Promise.resolve(() => Promise.resolve(void unforwards++));
    },
    keyframe: () => Promise.resolve(),
  };
  const running = () => started.filter((encoder) => !encoder.stopped).length;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-room-hls-'));
    started = [];
    forwards = 0;
    unforwards = 0;
    clock = 1_000_000;
    hls = roomHls({
      dataDir,
      warmUpAt: WARM_UP,
      idleMs: 60_000,
      idleCheckMs: 20,
      endedKeepMs: ENDED_KEEP,
      now: () => clock,
      encoderStart: (dir, inputs, { append }) => {
        const encoder = Object.assign(fakeEncoder(), { inputs: inputs.length, append });
        started.push(encoder);
        writeFileSync(path.join(dir, 'index.m3u8'), `#EXTM3U\n# ${started.length}\n`);
        return encoder;
      },
    });
  });
  afterEach(async () => {
    await hls.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('encodes nothing for a publication until a viewer asks, then once', async () => {
    assert.equal(hls.state(room), 'none');
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.viewers(room, WARM_UP - 1);
    await settle();
    assert.equal(hls.state(room), 'possible');
    assert.equal(started.length, 0);
    assert.equal(forwards, 0);
    assert.equal(existsSync(hlsDir(dataDir, room)), false);

    hls.want(room);
    hls.want(room);
    await settle();
    hls.want(room);
    assert.equal(hls.state(room), 'live');
    assert.equal(started.length, 1);
    assert.equal(forwards, 1);
  });

  it('starts at the warm-up level of WebRTC viewers, once', async () => {
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.viewers(room, WARM_UP - 1);
    await settle();
    assert.equal(started.length, 0);
    hls.viewers(room, WARM_UP);
    hls.viewers(room, WARM_UP + 1);
    await settle();
    assert.equal(started.length, 1);
    assert.equal(hls.state(room), 'live');
  });

  it('stops when the publication ends: the playlist says it ended, then the folder goes', async () => {
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.want(room);
    await settle();
    assert.equal(existsSync(hlsDir(dataDir, room)), true);
    await hls.unpublished('session-other');
    assert.equal(running(), 1);
    await hls.unpublished('session-1');
    assert.equal(running(), 0);
    assert.equal(unforwards, 1);
    assert.equal(hls.state(room), 'none');
    // A player still reloading the playlist reads its end, not a 404.
    const playlist = path.join(hlsDir(dataDir, room), 'index.m3u8');
    assert.equal(readFileSync(playlist, 'utf8'), '#EXTM3U\n# 1\n#EXT-X-ENDLIST\n');
    await sleep(ENDED_KEEP * 3);
    assert.equal(existsSync(hlsDir(dataDir, room)), false);
    // Nothing to start without a publication.
    hls.want(room);
    await settle();
    assert.equal(started.length, 1);
  });

  it('stops when nobody asked for a while and few watch by WebRTC; asking starts it again', async () => {
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.want(room);
    await settle();
    clock += 59_000;
    await settle();
    assert.equal(running(), 1);
    // Enough WebRTC viewers keep it too.
    hls.viewers(room, WARM_UP);
    clock += 2_000;
    await settle();
    assert.equal(running(), 1);
    hls.viewers(room, WARM_UP - 1);
    await settle();
    assert.equal(running(), 0);
    assert.equal(unforwards, 1);
    assert.equal(hls.state(room), 'possible');
    // The ended playlist stays ENDED_KEEP after the stop (which the 20 ms idle check makes
    // within the settle above): a fixed wait past it, not a race with it.
    await sleep(ENDED_KEEP * 3);
    assert.equal(existsSync(hlsDir(dataDir, room)), false);
    hls.want(room);
    await settle();
    assert.equal(started.length, 2);
    assert.equal(hls.state(room), 'live');
  });

  it('starts a reload at once when viewers asked for the room just before', async () => {
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.want(room);
    await settle();
    await hls.unpublished('session-1');
    hls.published(room, 'session-2', ANSWER, control, 7);
    await settle();
    assert.equal(started.length, 2);
    assert.equal(running(), 1);
    assert.equal(hls.state(room), 'live');
  });

  it("encodes a debate's cameras together, again on the same playlist when one comes or goes", async () => {
    const debate = debateRoom('CA');
    const playlist = path.join(hlsDir(dataDir, debate), 'index.m3u8');
    // Whose camera each forward was for, in the order the picture stacks them.
    const forwardedFor: number[] = [];
    const cameraOf = (candidateId: number): PublicationControl => ({
      ...control,
      forward: (targets) => {
        forwardedFor.push(candidateId);
        return control.forward(targets);
      },
    });
    hls.published(debate, 'session-1', ANSWER, cameraOf(12), 12);
    hls.published(debate, 'session-2', ANSWER, cameraOf(5), 5);
    hls.want(debate);
    await settle();
    // Stacked by candidate id, whoever went live first.
    assert.deepEqual(forwardedFor, [5, 12]);
    assert.deepEqual(
      started.map(({ inputs, append, stopped }) => [inputs, append, stopped]),
      [[2, false, false]],
    );
    assert.equal(forwards, 2);
    assert.equal(hls.state(debate), 'live');
    // What a viewer names the picture's columns by (GET /api/media/hls's `cameras`).
    assert.deepEqual(hls.cameras(debate), [5, 12]);

    // A click-in joins: a new ffmpeg with three cameras continues the playlist.
    hls.published(debate, 'session-3', ANSWER, cameraOf(9), 9);
    await settle();
    assert.deepEqual(forwardedFor, [5, 12, 5, 9, 12]);
    assert.deepEqual(
      started.map(({ inputs, append, stopped }) => [inputs, append, stopped]),
      [
        [2, false, true],
        [3, true, false],
      ],
    );
    assert.deepEqual([forwards, unforwards], [5, 2]);
    assert.equal(readFileSync(playlist, 'utf8'), '#EXTM3U\n# 2\n');
    assert.equal(hls.state(debate), 'live');
    assert.deepEqual(hls.cameras(debate), [5, 9, 12]);

    // One leaves: two again; a session that was never encoded changes nothing.
    await hls.unpublished('session-other');
    await hls.unpublished('session-2');
    await settle();
    assert.deepEqual(
      started.map(({ inputs, append, stopped }) => [inputs, append, stopped]),
      [
        [2, false, true],
        [3, true, true],
        [2, true, false],
      ],
    );
    assert.equal(hls.state(debate), 'live');
    assert.deepEqual(hls.cameras(debate), [9, 12]);

    // The last two leave: everything stops and the folder goes.
    await hls.unpublished('session-1');
    await settle();
    assert.equal(running(), 1);
    await hls.unpublished('session-3');
    await settle();
    assert.equal(running(), 0);
    assert.equal(forwards, unforwards);
    assert.equal(existsSync(hlsDir(dataDir, debate)), false);
    assert.equal(hls.state(debate), 'none');
    assert.deepEqual(hls.cameras(debate), []);
  });

  it('undoes a forward Janus made after the encoding was stopped', async () => {
    let made = () => {};
    hls.published(
      room,
      'session-1',
      ANSWER,
      {
        ...control,
        // Janus answers the forward only after the publication has ended.
        forward: (targets) =>
          new Promise((resolve) => {
            made = () => resolve(control.forward(targets));
          }),
      },
      7,
    );
    hls.want(room);
    await settle();
    await hls.unpublished('session-1');
    made();
    await settle();
    assert.deepEqual([forwards, unforwards], [1, 1]);
  });

  it('warms up a fifth below the threshold, at least one viewer below, never below 1', () => {
    assert.equal(hlsWarmUp(50), 40);
    assert.equal(hlsWarmUp(10), 8);
    assert.equal(hlsWarmUp(3), 2);
    assert.equal(hlsWarmUp(1), 1);
    assert.equal(hlsWarmUp(0), 1);
  });
});

describe('an ffmpeg that writes no playlist', () => {
  it('is ended once the time for a playlist has passed, and another started at once', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-room-hls-stuck-'));
    let clock = 1_000_000;
    const encoders: ReturnType<typeof fakeEncoder>[] = [];
    const errors: string[] = [];
    let forwards = 0;
    let unforwards = 0;
    const hls = roomHls({
      dataDir,
      warmUpAt: WARM_UP,
      now: () => clock,
      keyframeEveryMs: 5,
      playlistWithinMs: 20_000,
      onError: (error, what) => errors.push(`${what}: ${(error as Error).message}`),
      // The first runs and writes nothing, as the stuck ffmpeg did; the second writes it.
      encoderStart: (dir) => {
        const encoder = fakeEncoder('udp: circular buffer overrun', 255);
        encoders.push(encoder);
        if (encoders.length === 2) writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n');
        return encoder;
      },
    });
    try {
      hls.published(
        room,
        'session-1',
        ANSWER,
        {
          forward: () => {
            forwards++;
            return Promise.resolve(() => Promise.resolve(void unforwards++));
          },
          keyframe: () => Promise.resolve(),
        },
        7,
      );
      hls.want(room);
      await settle();
      // Still waiting for its first keyframe: not given up on yet.
      clock += 19_000;
      await settle();
      assert.deepEqual(
        encoders.map((encoder) => encoder.stopped),
        [false],
      );
      assert.equal(hls.state(room), 'starting');
      clock += 1_000;
      await settle();
      assert.deepEqual(
        encoders.map((encoder) => encoder.stopped),
        [true, false],
      );
      assert.deepEqual([forwards, unforwards], [2, 1]);
      assert.equal(hls.state(room), 'live');
      assert.deepEqual(errors, [
        `${room}'s HLS (started again): ffmpeg wrote no playlist in 20 s: udp: circular buffer overrun`,
      ]);
    } finally {
      await hls.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('an ffmpeg that finds its port taken', () => {
  const BIND_FAILED = '[udp @ 0x1] bind failed: Address already in use';
  const control: PublicationControl = {
    forward: () => Promise.resolve(() => Promise.resolve()),
    keyframe: () => Promise.resolve(),
  };

  /** A room whose first `collisions` ffmpegs exit at once on a taken port. */
  async function startWith(collisions: number) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-room-hls-'));
    let starts = 0;
    const errors: string[] = [];
    const hls = roomHls({
      dataDir,
      warmUpAt: WARM_UP,
      idleCheckMs: 1_000,
      // The clock stands still: a failed encoder would not be started again (the pause after
      // a failure never ends), so only the taken-port rule can start another.
      now: () => 1_000_000,
      onError: (_error, what) => errors.push(what),
      encoderStart: (dir) => {
        starts++;
        if (starts <= collisions) {
          return { exited: Promise.resolve(1), lastLines: () => BIND_FAILED, stop: async () => {} };
        }
        writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n');
        return fakeEncoder();
      },
    });
    hls.published(room, 'session-1', ANSWER, control, 7);
    hls.want(room);
    await sleep(300);
    const result = { starts, errors, state: hls.state(room) };
    await hls.stop();
    rmSync(dataDir, { recursive: true, force: true });
    return result;
  }

  it('starts another ffmpeg on other ports at once', async () => {
    const { starts, errors, state } = await startWith(2);
    assert.equal(starts, 3);
    assert.equal(state, 'live');
    assert.deepEqual(errors, [`${room}'s HLS (other ports)`, `${room}'s HLS (other ports)`]);
  });

  it('gives up after three in a row, as after any failure', async () => {
    const { starts, errors, state } = await startWith(10);
    assert.equal(starts, 4);
    assert.equal(state, 'possible');
    assert.equal(errors.at(-1), `${room}'s HLS`);
  });
});
