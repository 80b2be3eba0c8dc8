import type { MediaRoom, MediaServer } from '../../src/media/media-server';

// A media server for route tests that records what our routes granted (which room, as
// which candidate) instead of relaying video; the real Janus is tested in media-janus.test.ts.

export interface RecordingMediaServer extends MediaServer {
  published: { room: MediaRoom; candidateId: number }[];
  closedRooms: MediaRoom[];
}

export function recordingMediaServer(): RecordingMediaServer {
  const sessions = new Map<string, { room: MediaRoom; publisher: number | null }>();
  let next = 0;
  const newId = () => `test-session-${String(++next).padStart(8, '0')}`;
  const server: RecordingMediaServer = {
    available: true,
    published: [],
    closedRooms: [],
    publish(room, candidateId) {
      server.published.push({ room, candidateId });
      // As Janus's: a candidate publishing again replaces their earlier publication.
      for (const [id, session] of sessions) {
        if (session.room === room && session.publisher === candidateId) sessions.delete(id);
      }
      const sessionId = newId();
      sessions.set(sessionId, { room, publisher: candidateId });
      return Promise.resolve({ sessionId, answerSdp: 'v=0\r\n' });
    },
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
    close(sessionId) {
      sessions.delete(sessionId);
      return Promise.resolve();
    },
    closeRoom(room) {
      server.closedRooms.push(room);
      for (const [id, session] of sessions) if (session.room === room) sessions.delete(id);
      return Promise.resolve();
    },
    stop: () => Promise.resolve(),
  };
  return server;
}
