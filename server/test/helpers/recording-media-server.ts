import type { MediaRoom, MediaServer } from '../../src/media/media-server';
import { publishTokens } from '../../src/media/publish-tokens';

// A media server for route tests that records what our routes granted (which room, as
// which candidate) instead of relaying video; the real Janus is tested in media-janus.test.ts.
// Its tokens are the real server's (publish-tokens.ts), with Janus's allowed list as a set.

export interface RecordingMediaServer extends MediaServer {
  published: { room: MediaRoom; candidateId: number }[];
  closedRooms: MediaRoom[];
  kicked: { room: MediaRoom; candidateId: number }[];
  /** Tokens on the rooms' allowed lists now ('room token'). */
  allowed: Set<string>;
  /** Rooms whose HLS playlist the test says is being written. */
  hlsRooms: Set<MediaRoom>;
  /** Rooms whose HLS a viewer asked for (wantHls), in order. */
  hlsWanted: MediaRoom[];
}

export function recordingMediaServer({ tokenTtlMs }: { tokenTtlMs?: number } = {}) {
  const sessions = new Map<string, { room: MediaRoom; publisher: number | null }>();
  let next = 0;
  const newId = () => `test-session-${String(++next).padStart(8, '0')}`;
  const allowed = new Set<string>();
  const tokens = publishTokens({
    ttlMs: tokenTtlMs,
    allow: (room, token) => Promise.resolve(void allowed.add(`${room} ${token}`)),
    withdraw: (room, token) => Promise.resolve(void allowed.delete(`${room} ${token}`)),
  });
  const server: RecordingMediaServer = {
    available: true,
    published: [],
    closedRooms: [],
    kicked: [],
    allowed,
    hlsRooms: new Set(),
    hlsWanted: [],
    grantPublish: (room, candidateId) => tokens.mint(room, candidateId),
    publish: (room, candidateId, _offer, token) =>
      tokens.use(token, room, candidateId, () => {
        server.published.push({ room, candidateId });
        // As Janus's: a candidate publishing again replaces their earlier publication.
        for (const [id, session] of sessions) {
          if (session.room === room && session.publisher === candidateId) sessions.delete(id);
        }
        const sessionId = newId();
        sessions.set(sessionId, { room, publisher: candidateId });
        return Promise.resolve({ sessionId, answerSdp: 'v=0\r\n' });
      }),
    subscribe(room) {
      const publishers = [...sessions.entries()].filter(
        ([, session]) => session.room === room && session.publisher !== null,
      );
      if (publishers.length === 0) return Promise.resolve(null);
      const sessionId = newId();
      sessions.set(sessionId, { room, publisher: null });
      return Promise.resolve({
        sessionId,
        offerSdp: 'v=0\r\n',
        feeds: publishers.map(([feedId, session], index) => ({
          mid: String(index),
          kind: 'video' as const,
          candidateId: session.publisher ?? 0,
          feedId,
        })),
      });
    },
    answer: () => Promise.resolve(),
    publishers: (room) =>
      Promise.resolve(
        [...sessions.entries()]
          .filter(([, session]) => session.room === room && session.publisher !== null)
          .map(([feedId, session]) => ({ candidateId: session.publisher ?? 0, feedId })),
      ),
    sessionOf: (sessionId) => sessions.get(sessionId),
    viewers: (room) =>
      [...sessions.values()].filter((session) => session.room === room && !session.publisher)
        .length,
    // As room-hls.ts: written once asked for, while a camera is published.
    hls(room) {
      if (server.hlsRooms.has(room)) return 'live';
      const published = [...sessions.values()].some(
        (session) => session.room === room && session.publisher !== null,
      );
      if (!published) return 'none';
      return server.hlsWanted.includes(room) ? 'starting' : 'possible';
    },
    /** While the room's HLS is live: its publishers, left to right by candidate id. */
    hlsCameras: (room) =>
      server.hlsRooms.has(room)
        ? [...sessions.values()]
            .filter((session) => session.room === room && session.publisher !== null)
            .map((session) => session.publisher as number)
            .sort((a, b) => a - b)
        : [],
    wantHls: (room) => void server.hlsWanted.push(room),
    publications: () =>
      [...sessions.entries()].flatMap(([sessionId, { room, publisher }]) =>
        publisher === null ? [] : [{ sessionId, room, candidateId: publisher }],
      ),
    close(sessionId) {
      sessions.delete(sessionId);
      return Promise.resolve();
    },
    kick(sessionId) {
      const session = sessions.get(sessionId);
      if (session?.publisher)
        server.kicked.push({ room: session.room, candidateId: session.publisher });
      sessions.delete(sessionId);
      return Promise.resolve();
    },
    closeRoom(room) {
      server.closedRooms.push(room);
      tokens.clear(room);
      // The room's allowed list goes with it, as in Janus.
      for (const entry of allowed) if (entry.startsWith(`${room} `)) allowed.delete(entry);
      for (const [id, session] of sessions) if (session.room === room) sessions.delete(id);
      return Promise.resolve();
    },
    health: () => Promise.resolve('up'),
    stop: () => Promise.resolve(),
  };
  return server;
}
