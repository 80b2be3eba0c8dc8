import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Janode, { type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { DomainError, forbidden } from '../domain-error';
import { joinCurrentFeeds } from './current-feeds';
import { INVALID_ELEMENT, INVALID_SDP, janusCode, UNAUTHORIZED } from './videoroom-errors';
import type { RunningJanus } from './janus-process';
import {
  maxPublishersOf,
  videoUnavailable,
  type MediaRoom,
  type MediaServer,
  type PublishedFeed,
  type SubscribedFeed,
} from './media-server';
import { PUBLISH_REFUSED, publishTokens } from './publish-tokens';
import type { RoomRecorder } from '../recordings/room-recorder';
import type { RoomHls } from '../hls/room-hls';

// The media server backed by the Janus the PAID server started (janus-process.ts), driven
// with janode over Janus's loopback WebSocket. The browser never speaks Janus's API: our
// routes check the grant, then this joins the room for the browser ("server-side join"),
// passing the browser's SDP offer or answer. Rooms are created here with a secret that only
// this process holds, so nobody but our server can change or destroy them, and with token
// checks on: a publisher joins only with a one-time token our grant minted (publish-tokens.ts).
// Viewers join as plain subscribers, which VideoRoom never lets send media.

interface Session {
  room: MediaRoom;
  /** The candidate whose camera this publishes; null for a viewer. */
  publisher: number | null;
  handle: VideoRoomHandle;
  /** A publisher's feed in the room, to kick it. */
  feedId?: string;
  /** A viewer that never answered the offer is dropped (no handle left behind). */
  expiry?: NodeJS.Timeout;
}

/** A subscription not answered in this time is closed. */
const ANSWER_WITHIN_MS = 30_000;
/** How long GET /api/health waits for Janus's answer. */
const HEALTH_CHECK_MS = 1_000;

const newId = () => randomBytes(24).toString('base64url');

export async function connectJanusMediaServer(
  janus: RunningJanus,
  {
    tokenTtlMs,
    recorder,
    hls,
  }: {
    tokenTtlMs?: number;
    /** Records every publication (docs/video.md "Recordings"); none: nothing is recorded. */
    recorder?: RoomRecorder;
    /** Makes HLS of stream rooms (docs/video.md "HLS for crowds"); none: WebRTC only. */
    hls?: RoomHls;
  } = {},
): Promise<MediaServer> {
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
  /** Rooms created (or being created) by this process. */
  const rooms = new Map<MediaRoom, Promise<void>>();
  let closed = false;
  connection.once(Janode.EVENT.CONNECTION_CLOSED, () => {
    closed = true;
  });

  const createRoom = async (room: MediaRoom) => {
    const { exists } = await manager.exists({ room });
    if (!exists) {
      await manager.create({
        room,
        secret: roomSecret,
        admin_key: janus.adminKey,
        // Janus counts only publishers whose media is up, so route tests cannot see this.
        max_publishers: maxPublishersOf(room),
        is_private: true,
        permanent: false,
      });
    }
    // Token checks on, with an empty list: nobody joins until our grant adds a token.
    await manager.allow({ room, action: 'enable', secret: roomSecret });
  };

  // One creation per room, shared: both debaters publishing at once must not create it twice.
  const ensureRoom = (room: MediaRoom) => {
    let created = rooms.get(room);
    if (!created) {
      created = createRoom(room).catch((error: unknown) => {
        rooms.delete(room);
        throw error;
      });
      rooms.set(room, created);
    }
    return created;
  };

  const tokens = publishTokens({
    ttlMs: tokenTtlMs,
    allow: async (room, token) => {
      await ensureRoom(room);
      await manager.allow({ room, action: 'add', list: [token], secret: roomSecret });
    },
    withdraw: async (room, token) => {
      // A destroyed room took its allowed list with it.
      if (closed || !rooms.has(room)) return;
      await manager.allow({ room, action: 'remove', list: [token], secret: roomSecret });
    },
  });

  const close = async (sessionId: string) => {
    const found = sessions.get(sessionId);
    if (!found) return;
    sessions.delete(sessionId);
    clearTimeout(found.expiry);
    await found.handle.detach().catch(() => {});
    if (found.publisher === null) {
      hls?.viewers(found.room, viewersOf(found.room));
    } else {
      await hls?.unpublished(sessionId);
      const left = [...sessions.values()].filter(
        (other) => other.room === found.room && other.publisher !== null,
      );
      recorder?.left(found.room, left.length);
    }
  };

  const viewersOf = (room: MediaRoom) =>
    [...sessions.values()].filter((found) => found.room === room && found.publisher === null)
      .length;

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
    const created = rooms.get(room);
    if (closed || !created) return [];
    await created;
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

    grantPublish: (room, candidateId) => tokens.mint(room, candidateId),

    async publish(room, candidateId, offerSdp, token) {
      await ensureRoom(room);
      return tokens.use(token, room, candidateId, async () => {
        // A reload or a second tab: the newest publication replaces the earlier one.
        for (const [id, found] of sessions) {
          if (found.room === room && found.publisher === candidateId) await close(id);
        }
        const { id, handle } = await attach(room, candidateId);
        try {
          // Each publication is recorded, its audio and video a track each.
          const recording = await recorder?.published(room, candidateId);
          const joined = await handle.joinConfigurePublisher({
            room,
            token,
            display: String(candidateId),
            audio: true,
            video: true,
            ...recording,
            // Not trickled: the browser sends its offer with every candidate in it.
            jsep: { type: 'offer', sdp: offerSdp, trickle: false },
          });
          if (!joined.jsep) throw new Error('Janus gave no SDP answer');
          const found = sessions.get(id);
          if (found) found.feedId = String(joined.feed);
          // Kept for its HLS, started when viewers want it (hls/room-hls.ts); the camera goes
          // live whether or not its HLS starts.
          hls?.published(
            room,
            id,
            joined.jsep.sdp,
            {
              forward: async (streams) => {
                const { forwarders = [] } = await manager.startForward({
                  room,
                  feed: joined.feed,
                  host: '127.0.0.1',
                  streams,
                  secret: roomSecret,
                  admin_key: janus.adminKey,
                });
                const ids = forwarders.flatMap((f) => [f.audio_stream, f.video_stream]);
                return async () => {
                  // A publication that ended (or a room destroyed) took its forwards with it.
                  if (closed || !sessions.has(id)) return;
                  for (const stream of ids) {
                    if (stream === undefined) continue;
                    await manager.stopForward({
                      room,
                      feed: joined.feed,
                      stream,
                      secret: roomSecret,
                      admin_key: janus.adminKey,
                    });
                  }
                };
              },
              keyframe: async () => {
                if (sessions.has(id)) await handle.configure({ keyframe: true });
              },
            },
            candidateId,
          );
          return { sessionId: id, answerSdp: joined.jsep.sdp };
        } catch (error) {
          await close(id);
          if (janusCode(error) === INVALID_SDP || janusCode(error) === INVALID_ELEMENT) {
            throw new DomainError('invalid', 'The camera offer could not be used', {
              offer: 'Not a usable SDP offer',
            });
          }
          // Janus's own token check said no (VideoRoom 'unauthorized').
          if (janusCode(error) === UNAUTHORIZED) throw forbidden(PUBLISH_REFUSED);
          throw error;
        }
      });
    },

    subscribe: (room) =>
      joinCurrentFeeds(
        () => publishers(room),
        async (feeds) => {
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
            // Near the threshold, the room's HLS starts (docs/video.md "HLS for crowds").
            hls?.viewers(room, viewersOf(room));
            return { sessionId: id, offerSdp: joined.jsep.sdp, feeds: subscribed };
          } catch (error) {
            await close(id);
            throw error;
          }
        },
      ),

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

    viewers: viewersOf,

    hls: (room) => hls?.state(room) ?? 'none',
    hlsCameras: (room) => hls?.cameras(room) ?? [],

    wantHls: (room) => hls?.want(room),

    publications: () =>
      [...sessions.entries()].flatMap(([sessionId, found]) =>
        found.publisher === null
          ? []
          : [{ sessionId, room: found.room, candidateId: found.publisher }],
      ),

    close,

    async kick(sessionId) {
      const found = sessions.get(sessionId);
      if (!found || found.publisher === null) return;
      // Out of the room at once for every viewer, even if the browser's handle lingers.
      if (found.feedId && !closed) {
        await manager
          .kick({ room: found.room, feed: found.feedId, secret: roomSecret })
          .catch(() => {});
      }
      await close(sessionId);
    },

    async closeRoom(room) {
      for (const [id, found] of sessions) if (found.room === room) await close(id);
      tokens.clear(room);
      const created = rooms.get(room);
      if (created && !closed) {
        rooms.delete(room);
        await created.catch(() => {});
        await manager.destroy({ room, secret: roomSecret }).catch(() => {});
      }
      // After the destroy: Janus has closed the room's track files.
      await recorder?.roomClosed(room);
    },

    async health() {
      if (closed) return 'down';
      const late = sleep(HEALTH_CHECK_MS, 'down' as const, { ref: false });
      const answer = connection.getInfo().then(
        () => 'up' as const,
        () => 'down' as const,
      );
      return Promise.race([answer, late]);
    },

    async stop() {
      tokens.clear();
      for (const id of [...sessions.keys()]) await close(id);
      // Recordings under way here end with this Janus; the next start makes their videos.
      recorder?.stop();
      await hls?.stop();
      for (const room of rooms.keys()) await recorder?.roomClosed(room);
      if (!closed) {
        await session.destroy().catch(() => {});
        await connection.close().catch(() => {});
      }
      await janus.stop();
    },
  };
}
