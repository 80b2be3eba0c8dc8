import { randomBytes } from 'node:crypto';
import Janode, { type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { DomainError } from '../domain-error';
import type { RunningJanus } from './janus-process';
import {
  videoUnavailable,
  type MediaRoom,
  type MediaServer,
  type PublishedFeed,
  type SubscribedFeed,
} from './media-server';

// The media server backed by the Janus the PAID server started (janus-process.ts), driven
// with janode over Janus's loopback WebSocket. The browser never speaks Janus's API: our
// routes check the grant, then this joins the room for the browser ("server-side join"),
// passing the browser's SDP offer or answer. Rooms are created here with a secret that only
// this process holds, so nobody but our server can change or destroy them.

interface Session {
  room: MediaRoom;
  /** The candidate whose camera this publishes; null for a viewer. */
  publisher: number | null;
  handle: VideoRoomHandle;
  /** A viewer that never answered the offer is dropped (no handle left behind). */
  expiry?: NodeJS.Timeout;
}

/** A subscription not answered in this time is closed. */
const ANSWER_WITHIN_MS = 30_000;

const newId = () => randomBytes(24).toString('base64url');

/** Janode's errors carry Janus's code; 433 is VideoRoom's 'unauthorized'. */
const janusCode = (error: unknown) =>
  typeof error === 'object' && error !== null && '_code' in error ? Number(error._code) : 0;

export async function connectJanusMediaServer(janus: RunningJanus): Promise<MediaServer> {
  Janode.Logger.setLevel('warn');
  const connection = await Janode.connect({
    address: { url: janus.url, apisecret: janus.apiSecret },
    retry_time_secs: 1,
    max_retries: 3,
  });
  const session: JanodeSession = await connection.create();
  // One handle for managing rooms; one per browser connection for publishing or viewing.
  const manager = await session.attach(VideoRoomPlugin);
  const roomSecret = randomBytes(24).toString('hex');
  const sessions = new Map<string, Session>();
  const rooms = new Set<MediaRoom>();
  let closed = false;
  connection.once(Janode.EVENT.CONNECTION_CLOSED, () => {
    closed = true;
  });

  const ensureRoom = async (room: MediaRoom) => {
    if (rooms.has(room)) return;
    const { exists } = await manager.exists({ room });
    if (!exists) {
      await manager.create({
        room,
        secret: roomSecret,
        admin_key: janus.adminKey,
        // A fundraising stream has one camera, a debate stage two.
        max_publishers: room.startsWith('debate-') ? 2 : 1,
        is_private: true,
        permanent: false,
      });
    }
    rooms.add(room);
  };

  const close = async (sessionId: string) => {
    const found = sessions.get(sessionId);
    if (!found) return;
    sessions.delete(sessionId);
    clearTimeout(found.expiry);
    await found.handle.detach().catch(() => {});
  };

  const attach = async (room: MediaRoom, publisher: number | null) => {
    if (closed) throw videoUnavailable();
    const handle = await session.attach(VideoRoomPlugin);
    const id = newId();
    sessions.set(id, { room, publisher, handle });
    // The browser went away (closed the tab, lost the network): Janus hangs up; forget it.
    handle.once(Janode.EVENT.HANDLE_HANGUP, () => void close(id));
    handle.once(Janode.EVENT.HANDLE_DETACHED, () => sessions.delete(id));
    return { id, handle };
  };

  const publishers = async (room: MediaRoom): Promise<PublishedFeed[]> => {
    if (closed || !rooms.has(room)) return [];
    const { participants } = await manager.listParticipants({ room, secret: roomSecret });
    return participants
      .filter((participant) => participant.publisher)
      .map((participant) => ({
        candidateId: Number(participant.display),
        feedId: String(participant.feed),
      }));
  };

  return {
    available: true,

    async publish(room, candidateId, offerSdp) {
      await ensureRoom(room);
      // A reload or a second tab: the newest publication replaces the earlier one.
      for (const [id, found] of sessions) {
        if (found.room === room && found.publisher === candidateId) await close(id);
      }
      const { id, handle } = await attach(room, candidateId);
      try {
        const joined = await handle.joinConfigurePublisher({
          room,
          display: String(candidateId),
          audio: true,
          video: true,
          // Not trickled: the browser sends its offer with every candidate in it.
          jsep: { type: 'offer', sdp: offerSdp, trickle: false },
        });
        if (!joined.jsep) throw new Error('Janus gave no SDP answer');
        return { sessionId: id, answerSdp: joined.jsep.sdp };
      } catch (error) {
        await close(id);
        if (janusCode(error) === 437 || janusCode(error) === 430) {
          throw new DomainError('invalid', 'The camera offer could not be used', {
            offer: 'Not a usable SDP offer',
          });
        }
        throw error;
      }
    },

    async subscribe(room) {
      const feeds = await publishers(room);
      if (feeds.length === 0) return null;
      const { id, handle } = await attach(room, null);
      try {
        const joined = await handle.joinSubscriber({
          room,
          streams: feeds.map((feed) => ({ feed: feed.feedId })),
          autoupdate: true,
        });
        if (!joined.jsep) throw new Error('Janus gave no SDP offer');
        const subscribed: SubscribedFeed[] = (joined.streams ?? [])
          .filter((stream) => stream.type === 'audio' || stream.type === 'video')
          .map((stream) => ({
            mid: stream.mid,
            kind: stream.type as 'audio' | 'video',
            candidateId: Number(stream.feed_display),
            feedId: String(stream.feed_id),
          }));
        const found = sessions.get(id);
        if (found) found.expiry = setTimeout(() => void close(id), ANSWER_WITHIN_MS);
        return { sessionId: id, offerSdp: joined.jsep.sdp, feeds: subscribed };
      } catch (error) {
        await close(id);
        throw error;
      }
    },

    async answer(sessionId, answerSdp) {
      const found = sessions.get(sessionId);
      if (!found || found.publisher !== null) throw new DomainError('not-found', 'No such viewer');
      clearTimeout(found.expiry);
      await found.handle.start({ jsep: { type: 'answer', sdp: answerSdp, trickle: false } });
    },

    publishers,

    sessionOf(sessionId) {
      const found = sessions.get(sessionId);
      return found ? { room: found.room, publisher: found.publisher } : undefined;
    },

    close,

    async closeRoom(room) {
      for (const [id, found] of sessions) if (found.room === room) await close(id);
      if (!rooms.delete(room) || closed) return;
      await manager.destroy({ room, secret: roomSecret }).catch(() => {});
    },

    async stop() {
      for (const id of [...sessions.keys()]) await close(id);
      if (!closed) {
        await session.destroy().catch(() => {});
        await connection.close().catch(() => {});
      }
      await janus.stop();
    },
  };
}
