import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { debateRoom, streamRoom } from '../src/media/media-server';
import { processRecording, storeRecordingVideo } from '../src/recordings/process-recording';
import {
  applyStreamQuota,
  OVER_QUOTA,
  recordingLimits,
  removeExpiredRecordings,
} from '../src/recordings/recording-files';
import {
  endOrphanedRecordings,
  endRecordingsOfEndedStreams,
} from '../src/recordings/recording-rows';
import { roomRecorder } from '../src/recordings/room-recorder';
import { runTool } from '../src/recordings/media-tools';
import { loadConfig } from '../src/config';
import { endStream, startStream } from '../src/streams/fundraising-streams';
import { insertCandidate } from './helpers/make-accounts';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// The rules of recordings that need no media server (docs/video.md "Recordings"): when a
// recording opens and ends, who it names, and its files' quota per candidate and retention,
// with tiny files. The real Janus, janus-pp-rec and ffmpeg: recordings-media.test.ts.

describe('recordings: rows, quota and retention', () => {
  let database: TestDatabase;
  let db: Db;
  let dataDir: string;
  let storage: MemoryFileStorage;
  let candidateId: number;

  before(async () => {
    database = await createTestDatabase('pglite');
    db = database.db;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-recordings-rules-'));
  });
  after(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db.query('delete from recordings');
    storage = new MemoryFileStorage();
    candidateId = await insertCandidate(db, { isActivated: true });
  });

  const rows = async () =>
    (
      await db.query<{
        id: number;
        status: string;
        candidateIds: number[];
        fileId: number | null;
        removed: string | null;
        failure: string | null;
        hostId: string | null;
      }>(
        `select id::int as id, status, candidate_ids::int[] as "candidateIds",
                file_id::int as "fileId", file_removed_reason as removed, failure,
                host_id as "hostId"
           from recordings order by id`,
      )
    ).rows;

  it('opens a stream recording at the first publish of a live stream and ends it with the room', async () => {
    const recorder = roomRecorder({ db, dataDir, hostId: 'a1b2c3d4e5f6' });
    const room = streamRoom(candidateId);
    // Not live: nothing to attach a recording to, and the camera is not recorded.
    assert.equal(await recorder.published(room, candidateId), undefined);
    assert.equal((await rows()).length, 0);
    await startStream(db, candidateId);
    const first = await recorder.published(room, candidateId);
    assert.match(first!.filename, new RegExp(`recordings/\\d+/c${candidateId}-t\\d+$`));
    // A republish (a reload) is the same recording, a new publication in it.
    const again = await recorder.published(room, candidateId);
    assert.equal(path.dirname(again!.filename), path.dirname(first!.filename));
    recorder.left(room, 0);
    assert.equal((await rows())[0].status, 'recording', 'a stream outlives its camera');
    await recorder.roomClosed(room);
    const [ended] = await rows();
    assert.equal(ended.status, 'processing');
    assert.equal(ended.hostId, 'a1b2c3d4e5f6');
    recorder.stop();
  });

  it('ends a stream recording whose stream ended elsewhere', async () => {
    const recorder = roomRecorder({ db, dataDir, hostId: null });
    await startStream(db, candidateId);
    await recorder.published(streamRoom(candidateId), candidateId);
    assert.equal(await endRecordingsOfEndedStreams(db), 0);
    await endStream(db, candidateId);
    assert.equal(await endRecordingsOfEndedStreams(db), 1);
    assert.equal((await rows())[0].status, 'processing');
  });

  it('names every debate publisher once, and ends when the stage stays empty', async () => {
    const recorder = roomRecorder({
      db,
      dataDir,
      hostId: null,
      debateIdleMs: 100,
      recordDebates: true,
    });
    const room = debateRoom('ca');
    const other = await insertCandidate(db, { name: 'Jordan Lee', isActivated: true });
    const clickIn = await insertCandidate(db, { name: 'Sam Park', isActivated: true });
    await recorder.published(room, candidateId);
    await recorder.published(room, other);
    await recorder.published(room, candidateId);
    // One leaves: the other still publishes, nothing ends.
    recorder.left(room, 1);
    await recorder.published(room, clickIn);
    // Everybody left, then one came back within the idle time: still one recording.
    recorder.left(room, 0);
    await recorder.published(room, other);
    await new Promise((resolve) => setTimeout(resolve, 200));
    let [debate] = await rows();
    assert.equal(debate.status, 'recording');
    assert.deepEqual(debate.candidateIds, [candidateId, other, clickIn]);
    recorder.left(room, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    [debate] = await rows();
    assert.equal(debate.status, 'processing');
    recorder.stop();
  });

  it('ends the recordings a stopped server left under way, not the ones started since', async () => {
    const recorder = roomRecorder({ db, dataDir, hostId: null });
    await startStream(db, candidateId);
    await recorder.published(streamRoom(candidateId), candidateId);
    const startedBefore = new Date(Date.now() - 60_000);
    assert.equal(await endOrphanedRecordings(db, null, startedBefore, 15_000), 0);
    assert.equal(await endOrphanedRecordings(db, null, new Date(Date.now() + 1_000), 15_000), 1);
  });

  it('records debate stages unless PAID_RECORD_DEBATES=off', async () => {
    assert.equal(loadConfig({}, []).media?.recordDebates, true);
    assert.equal(loadConfig({ PAID_RECORD_DEBATES: 'off' }, []).media?.recordDebates, false);
    assert.throws(() => loadConfig({ PAID_RECORD_DEBATES: 'yes' }, []), /PAID_RECORD_DEBATES/);
    const on = roomRecorder({ db, dataDir, hostId: null });
    assert.equal((await on.published(debateRoom('TX'), candidateId))?.record, true);
    const off = roomRecorder({ db, dataDir, hostId: null, recordDebates: false });
    assert.equal(await off.published(debateRoom('UT'), candidateId), undefined);
    const { rows: open } = await db.query<{ room: string }>(
      `select room from recordings where room like 'debate-%'`,
    );
    assert.deepEqual(
      open.map((row) => row.room),
      ['debate-TX'],
    );
  });

  it('runs janus-pp-rec and ffmpeg at the lowest CPU priority, in an autogroup of their own', async () => {
    const out = await runTool('sh', ['-c', 'nice; cat /proc/self/autogroup 2>/dev/null || true']);
    const [niceness, autogroup] = out.trim().split('\n');
    assert.equal(niceness, '19');
    // Where the kernel schedules this process by autogroup, the tool's session shares the CPU
    // at nice 19 too. Where it schedules none (autogroup off, or the CI machine's container),
    // /proc/self/autogroup reads empty and only the nice level applies.
    if (ownAutogroup() !== '') assert.match(autogroup ?? '', /nice 19$/);
  });

  it('fails a recording with nothing recorded, saying so, and deletes its folder', async () => {
    const recorder = roomRecorder({ db, dataDir, hostId: null, recordDebates: true });
    await recorder.roomClosed(debateRoom('NY'));
    await recorder.published(debateRoom('NY'), candidateId);
    await recorder.roomClosed(debateRoom('NY'));
    const [row] = await rows();
    const status = await processRecording(
      db,
      storage,
      dataDir,
      { id: row.id, kind: 'debate', candidateId: null, candidateIds: row.candidateIds },
      recordingLimits(),
    );
    assert.equal(status, 'failed');
    assert.match((await rows())[0].failure!, /Nothing was recorded/);
    assert.ok(!existsSync(path.join(dataDir, 'recordings', String(row.id))));
  });

  /** A ready stream recording of `size` bytes, started `daysAgo` days ago. */
  const readyRecording = async (size: number, daysAgo: number, kind: 'stream' | 'debate') => {
    const { rows: made } = await db.query<{ id: number }>(
      kind === 'stream'
        ? `insert into recordings (kind, room, stream_id, candidate_id, started_at, ended_at, status)
           select 'stream', 'stream-' || $1::bigint, s.id, $1::bigint, now() - make_interval(days => $2),
                  now() - make_interval(days => $2), 'processing'
             from fundraising_streams s where s.candidate_id = $1::bigint order by s.id desc limit 1
           returning id::int as id`
        : `insert into recordings (kind, room, state_code, candidate_ids, started_at, ended_at, status)
           values ('debate', 'debate-CA', 'CA', array[$1::bigint], now() - make_interval(days => $2),
                   now() - make_interval(days => $2), 'processing')
           returning id::int as id`,
      [candidateId, daysAgo],
    );
    const file = path.join(dataDir, `video-${made[0].id}.webm`);
    writeFileSync(file, Buffer.alloc(size, 1));
    await storeRecordingVideo(
      db,
      storage,
      {
        id: made[0].id,
        kind,
        candidateId: kind === 'stream' ? candidateId : null,
        candidateIds: [],
      },
      file,
      1_000,
      { quotaBytes: 100, retentionDays: 365 },
    );
    return made[0].id;
  };
  const streamed = async () => {
    await startStream(db, candidateId);
    await endStream(db, candidateId);
  };

  it("drops the candidate's oldest stream videos beyond the quota, never debates", async () => {
    await streamed();
    const debate = await readyRecording(90, 5, 'debate');
    const oldest = await readyRecording(40, 4, 'stream');
    const older = await readyRecording(40, 3, 'stream');
    assert.equal(storage.files.size, 3, 'within the quota of 100 bytes: all kept');
    const newest = await readyRecording(40, 1, 'stream');
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    assert.equal(byId.get(oldest)!.removed, 'quota');
    assert.equal(byId.get(oldest)!.fileId, null);
    for (const kept of [older, newest, debate]) assert.notEqual(byId.get(kept)!.fileId, null);
    assert.equal(storage.files.size, 3, "the oldest one's bytes left the store");
    const { rows: files } = await db.query('select 1 from stored_files where key like $1', [
      'recordings/%',
    ]);
    assert.equal(files.length, 3);
    assert.deepEqual(await applyStreamQuota(db, storage, candidateId, 100), []);
  });

  it('refuses to keep a stream video larger than the whole quota', async () => {
    await streamed();
    await assert.rejects(readyRecording(101, 0, 'stream'), new RegExp(OVER_QUOTA));
    assert.equal(storage.files.size, 0);
  });

  it('removes the videos older than the retention, keeping their rows', async () => {
    await streamed();
    const old = await readyRecording(10, 400, 'stream');
    const oldDebate = await readyRecording(10, 366, 'debate');
    const recent = await readyRecording(10, 300, 'stream');
    assert.equal(await removeExpiredRecordings(db, storage, 365), 2);
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    assert.equal(byId.get(old)!.removed, 'retention');
    assert.equal(byId.get(oldDebate)!.removed, 'retention');
    assert.equal(byId.get(recent)!.removed, null);
    assert.equal(storage.files.size, 1);
    assert.equal(await removeExpiredRecordings(db, storage, 365), 0);
  });
});

/** What the kernel says of this process's autogroup ('' when it schedules none for it). */
function ownAutogroup(): string {
  try {
    return readFileSync('/proc/self/autogroup', 'utf8').trim();
  } catch {
    return '';
  }
}
