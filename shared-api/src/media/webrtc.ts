import type { MediaRoomRef, SubscribedFeedInfo } from '../contracts';
import * as contract from '../contracts/browser-contract';
import { apiRequest } from '../request';

// The browser's side of live video (docs/video.md): one RTCPeerConnection to the media
// server per publication or subscription, the SDP carried by our own API (never the media
// server's). Offers and answers are sent whole, with every ICE candidate in them: on one
// machine or a LAN gathering takes milliseconds, and it spares a trickle route.

/** Resolves once the connection has gathered its candidates (at most 3 s: use what there is). */
function gathered(connection: RTCPeerConnection): Promise<void> {
  if (connection.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      connection.removeEventListener('icegatheringstatechange', check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (connection.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, 3_000);
    connection.addEventListener('icegatheringstatechange', check);
  });
}

const localSdp = (connection: RTCPeerConnection) => connection.localDescription?.sdp ?? '';

/** Ends a media session on the server; it may be gone already (End Stream, a restart). */
function closeSession(sessionId: string) {
  void apiRequest(contract.media.close, { params: { sessionId } }).catch(() => {});
}

export interface Publication {
  connection: RTCPeerConnection;
  stop: () => void;
}

/** Sends `media`'s tracks to `room`; the server refuses (403) anyone but its publisher. */
export async function publishMedia(room: MediaRoomRef, media: MediaStream): Promise<Publication> {
  const connection = new RTCPeerConnection();
  try {
    for (const track of media.getTracks()) {
      connection.addTransceiver(track, { direction: 'sendonly', streams: [media] });
    }
    await connection.setLocalDescription(await connection.createOffer());
    await gathered(connection);
    const { sessionId, answer } = await apiRequest(contract.media.publish, {
      body: { room, offer: localSdp(connection) },
    });
    await connection.setRemoteDescription({ type: 'answer', sdp: answer });
    return {
      connection,
      stop: () => {
        connection.close();
        closeSession(sessionId);
      },
    };
  } catch (error) {
    connection.close();
    throw error;
  }
}

export interface Subscription {
  connection: RTCPeerConnection;
  /** Each publishing candidate's camera and microphone, as one stream. */
  streams: Map<number, MediaStream>;
  /** The publications received, sorted: a different list in the room means a new picture. */
  feedIds: string[];
  stop: () => void;
}

/** The room's name as the server answers publishers for it. */
export const mediaRoomName = (room: MediaRoomRef) =>
  room.kind === 'stream' ? `stream-${room.candidateId}` : `debate-${room.stateCode}`;

/** The publications in `room` now, sorted (compare with Subscription.feedIds). */
export async function currentFeedIds(room: MediaRoomRef): Promise<string[]> {
  const { feeds } = await apiRequest(contract.media.publishers, {
    query: { room: mediaRoomName(room) },
  });
  return feeds.map((feed) => feed.feedId).sort();
}

/**
 * Receives every camera published in `room`, or null while nobody publishes there.
 * `onTrack` is told when a candidate's stream gains a track.
 */
export async function subscribeMedia(
  room: MediaRoomRef,
  onTrack: (candidateId: number, stream: MediaStream) => void,
): Promise<Subscription | null> {
  const offer = await apiRequest(contract.media.watch, { body: { room } });
  if (!offer.live || !offer.sessionId || !offer.offer) return null;
  const sessionId = offer.sessionId;
  const feedByMid = new Map<string, SubscribedFeedInfo>(
    offer.feeds.map((feed) => [feed.mid, feed]),
  );
  const streams = new Map<number, MediaStream>();
  const connection = new RTCPeerConnection();
  connection.addEventListener('track', (event) => {
    const feed = feedByMid.get(event.transceiver.mid ?? '');
    if (!feed) return;
    const stream = streams.get(feed.candidateId) ?? new MediaStream();
    stream.addTrack(event.track);
    streams.set(feed.candidateId, stream);
    onTrack(feed.candidateId, stream);
  });
  try {
    await connection.setRemoteDescription({ type: 'offer', sdp: offer.offer });
    await connection.setLocalDescription(await connection.createAnswer());
    await gathered(connection);
    await apiRequest(contract.media.answer, {
      params: { sessionId },
      body: { answer: localSdp(connection) },
    });
  } catch (error) {
    connection.close();
    closeSession(sessionId);
    throw error;
  }
  return {
    connection,
    streams,
    feedIds: [...new Set(offer.feeds.map((feed) => feed.feedId))].sort(),
    stop: () => {
      connection.close();
      closeSession(sessionId);
    },
  };
}
