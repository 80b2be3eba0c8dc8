import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { hlsChoice, NO_HLS, type HlsChoice } from '../hls/hls-threshold';
import { sendHop } from './media-hop';
import type { MediaRoom, MediaServer } from './media-server';
import { HEARTBEAT_MS, roomPlacement, type MediaHost, type RoomPlacement } from './room-placement';

// Live video on several servers (docs/video.md "Several servers"): each server has its own
// Janus, and a room is on the one server the database says holds it (room-placement.ts). This
// media server answers the routes on any server: a call for a room or session held here goes to
// the local Janus, one held elsewhere is sent to its holder (media-hop.ts), which runs it on
// its own Janus. A media session id is the holder's id (HOST_ID_LENGTH hex digits) followed by
// the holder's own session id, within the contract's session id pattern.

/** The length of a server's id (hex digits), the start of each media session id it holds. */
export const HOST_ID_LENGTH = 12;

/** A call one server sends the holder of a room or session. */
export type HopCall =
  | { op: 'grantPublish'; room: MediaRoom; candidateId: number }
  | { op: 'publish'; room: MediaRoom; candidateId: number; offerSdp: string; token: string }
  | { op: 'subscribe'; room: MediaRoom }
  | { op: 'publishers'; room: MediaRoom }
  | { op: 'sessionOf'; sessionId: string }
  | { op: 'answer'; sessionId: string; answerSdp: string }
  | { op: 'close'; sessionId: string }
  | { op: 'closeRoom'; room: MediaRoom }
  | { op: 'hlsChoice'; room: MediaRoom; threshold: number; want: boolean };

export interface RoutedMediaServer extends MediaServer {
  /** Runs a call another server sent here (its signature already checked). */
  runHop(call: HopCall): Promise<unknown>;
  hopKey(): Promise<string>;
  /** The room's HLS as its holder sees it (GET /api/media/hls on any server). */
  hlsChoice(room: MediaRoom, threshold: number, want: boolean): Promise<HlsChoice>;
}

/** A server's id in media_hosts: random, made at each start. */
export const newHostId = () => randomBytes(HOST_ID_LENGTH / 2).toString('hex');

export const isRouted = (media: MediaServer): media is RoutedMediaServer => 'runHop' in media;

export function routedMediaServer(
  local: MediaServer,
  db: Db,
  internalUrl: string,
  {
    heartbeatMs = HEARTBEAT_MS,
    hostId = newHostId(),
  }: {
    heartbeatMs?: number;
    /** This server's id (newHostId), when made earlier: recordings name the server. */
    hostId?: string;
  } = {},
): RoutedMediaServer {
  const self: MediaHost = { id: hostId, url: internalUrl };
  const placement = roomPlacement(db, self);
  // Registered at the first call, not at start: the server starts Janus before it migrates.
  let registered: Promise<void> | undefined;
  const rooms = async (): Promise<RoomPlacement> => {
    registered ??= placement.register().catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
    await registered;
    return placement;
  };
  const beat = setInterval(() => {
    if (registered) void placement.heartbeat().catch(() => {});
  }, heartbeatMs);
  beat.unref();

  const ours = (localId: string) => `${self.id}${localId}`;
  /** The holder's id and its own session id; undefined for one that is no media session. */
  const split = (sessionId: string) =>
    sessionId.length > HOST_ID_LENGTH
      ? { hostId: sessionId.slice(0, HOST_ID_LENGTH), localId: sessionId.slice(HOST_ID_LENGTH) }
      : undefined;
  const hop = async <T>(host: MediaHost, call: HopCall) =>
    sendHop<T>(host.url, await (await rooms()).hopKey(), call);

  /** Runs a call on the local Janus; session ids are this server's own. */
  const runHop = async (call: HopCall): Promise<unknown> => {
    switch (call.op) {
      case 'grantPublish':
        return local.grantPublish(call.room, call.candidateId);
      case 'publish': {
        const published = await local.publish(
          call.room,
          call.candidateId,
          call.offerSdp,
          call.token,
        );
        return { ...published, sessionId: ours(published.sessionId) };
      }
      case 'subscribe': {
        const offer = await local.subscribe(call.room);
        return offer && { ...offer, sessionId: ours(offer.sessionId) };
      }
      case 'publishers':
        return local.publishers(call.room);
      case 'sessionOf':
        return (await local.sessionOf(call.sessionId)) ?? null;
      case 'answer':
        return local.answer(call.sessionId, call.answerSdp);
      case 'close':
        return local.close(call.sessionId);
      case 'closeRoom':
        return local.closeRoom(call.room);
      case 'hlsChoice':
        return hlsChoice(local, call.room, call.threshold, call.want);
    }
  };

  /** Runs `call` for `room` where the room is held (claiming it here when `claim`). */
  const forRoom = async <T>(room: MediaRoom, call: HopCall, { claim = false } = {}) => {
    const holder = claim ? await (await rooms()).claim(room) : await (await rooms()).holderOf(room);
    if (!holder) return undefined;
    return (holder.id === self.id ? runHop(call) : hop(holder, call)) as Promise<T>;
  };

  /** Runs a session's call where it is held; `missing` when no live server holds it. */
  const forSession = async <T>(
    sessionId: string,
    call: (localId: string) => HopCall,
    missing: () => T,
  ): Promise<T> => {
    const parts = split(sessionId);
    if (!parts) return missing();
    if (parts.hostId === self.id) return runHop(call(parts.localId)) as Promise<T>;
    const holder = await (await rooms()).host(parts.hostId);
    if (!holder) return missing();
    return hop<T>(holder, call(parts.localId));
  };

  return {
    available: local.available,
    runHop,
    hopKey: async () => (await rooms()).hopKey(),

    grantPublish: async (room, candidateId) =>
      (await forRoom<string>(room, { op: 'grantPublish', room, candidateId }, { claim: true }))!,

    publish: async (room, candidateId, offerSdp, token) =>
      (await forRoom<{ sessionId: string; answerSdp: string }>(
        room,
        { op: 'publish', room, candidateId, offerSdp, token },
        { claim: true },
      ))!,

    subscribe: async (room) =>
      (await forRoom<Awaited<ReturnType<MediaServer['subscribe']>>>(room, {
        op: 'subscribe',
        room,
      })) ?? null,

    publishers: async (room) =>
      (await forRoom<Awaited<ReturnType<MediaServer['publishers']>>>(room, {
        op: 'publishers',
        room,
      })) ?? [],

    sessionOf: (sessionId) =>
      forSession(
        sessionId,
        (localId) => ({ op: 'sessionOf', sessionId: localId }),
        () => undefined,
      ).then((found) => (found as Awaited<ReturnType<MediaServer['sessionOf']>>) ?? undefined),

    answer: (sessionId, answerSdp) =>
      forSession<void>(
        sessionId,
        (localId) => ({ op: 'answer', sessionId: localId, answerSdp }),
        () => undefined,
      ),

    close: (sessionId) =>
      forSession<void>(
        sessionId,
        (localId) => ({ op: 'close', sessionId: localId }),
        () => undefined,
      ),

    async closeRoom(room) {
      await forRoom(room, { op: 'closeRoom', room });
    },

    // HLS is made by the room's holder (docs/video.md "HLS for crowds"), which copies it into
    // the shared file store; any server answers for it by asking the holder.
    hlsChoice: async (room, threshold, want) =>
      (await forRoom<HlsChoice>(room, { op: 'hlsChoice', room, threshold, want })) ?? NO_HLS,
    viewers: (room) => local.viewers(room),
    hls: (room) => local.hls(room),
    hlsCameras: (room) => local.hlsCameras(room),
    wantHls: (room) => local.wantHls(room),

    // The re-check runs on every server, each for the publications its own Janus holds.
    publications: () =>
      local.publications().map((publication) => ({
        ...publication,
        sessionId: ours(publication.sessionId),
      })),

    async kick(sessionId) {
      const parts = split(sessionId);
      if (parts?.hostId === self.id) await local.kick(parts.localId);
    },

    health: () => local.health(),

    async stop() {
      clearInterval(beat);
      // Its rooms are free at once for the next publish on another server.
      if (registered) await placement.leave().catch(() => {});
      await local.stop();
    },
  };
}
