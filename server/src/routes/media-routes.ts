import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireEligibleCandidate } from '../auth/guards';
import type { Db } from '../db/db';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { startClickIn } from '../media/click-ins';
import { publishGrant, watchRoom } from '../media/media-grants';
import type { MediaRoom, MediaServer } from '../media/media-server';
import { isRouted } from '../media/routed-media-server';
import { DEFAULT_HLS_THRESHOLD, hlsChoice } from '../hls/hls-threshold';
import { PLAYLIST } from '../hls/hls-dir';
import { hlsStoreKey } from '../hls/hls-mirror';
import { registerMediaHopRoute } from './media-hop-route';

// Live video (docs/video.md, docs/roles.md): publishing is for verified candidates only
// (candidates/eligibility.ts), and of them the live candidate, a scheduled debater or a
// candidate whose click-in runs (401 visitor, 403 anyone else), with a
// one-time token Janus checks, and is re-checked while it lasts (media/publisher-recheck.ts);
// watching is for everyone. A click-in is for verified candidates, once per debate. A media
// session id is the capability to answer or stop that one session: long, random, and only
// given to the browser that opened it.

export function registerMediaRoutes(
  app: FastifyInstance,
  {
    db,
    media,
    mediaClock = Date.now,
    config,
  }: {
    db: Db;
    media: MediaServer;
    config?: { hlsThreshold?: number; hlsPublicUrl?: string };
    /** When click-ins start and end; default Date.now. Tests move it. */
    mediaClock?: () => number;
  },
) {
  // Several servers: the calls they send the holder of a room (docs/video.md "Several servers").
  if (isRouted(media)) registerMediaHopRoute(app, media);

  const statusRoute = registerRoute(app, contract.media.status, () => ({
    available: media.available,
  }));

  const publishRoute = registerRoute(app, contract.media.publish, async ({ request, body }) => {
    const { candidate } = await requireEligibleCandidate(request, db, 'publishVideo');
    const room = await publishGrant(db, candidate, body.room, mediaClock());
    // Janus checks it too: it admits a publisher only with a token this grant minted.
    const token = await media.grantPublish(room, candidate.id);
    const { sessionId, answerSdp } = await media.publish(room, candidate.id, body.offer, token);
    return { sessionId, answer: answerSdp };
  });

  // Works without a media server too: the click-in is the speaking time, the camera its extra.
  const clickInRoute = registerRoute(
    app,
    contract.media.clickIn,
    async ({ request, body, reply }) => {
      // A click-in is a grant to publish a camera on the stage: a verified candidate's right.
      const { candidate } = await requireEligibleCandidate(request, db, 'publishVideo');
      const grant = await startClickIn(db, candidate, body, mediaClock());
      reply.code(201);
      return grant;
    },
  );

  const watchRoute = registerRoute(app, contract.media.watch, async ({ body }) => {
    const room = await watchRoom(db, body.room);
    const offer = await media.subscribe(room);
    if (!offer) return { live: false, sessionId: null, offer: null, feeds: [] };
    return { live: true, sessionId: offer.sessionId, offer: offer.offerSdp, feeds: offer.feeds };
  });

  const publishersRoute = registerRoute(app, contract.media.publishers, async ({ query }) => ({
    feeds: await media.publishers(query.room as MediaRoom),
  }));

  // Anyone may watch, so anyone may ask, and start the room's HLS (`want=hls`): it is made
  // for the crowd anyway, one encoder per room, and stops when nobody asks.
  // On several servers the room's holder answers (its viewers, its encoder). With
  // PAID_HLS_PUBLIC_URL the playlist is fetched from the S3 bucket's public address (a CDN):
  // it is live there once copied (hls-mirror.ts), which is when the holder says it is live.
  const hlsRoute = registerRoute(app, contract.media.hls, async ({ query }) => {
    const room = query.room as MediaRoom;
    const threshold = config?.hlsThreshold ?? DEFAULT_HLS_THRESHOLD;
    const want = query.want === 'hls';
    const choice = isRouted(media)
      ? await media.hlsChoice(room, threshold, want)
      : hlsChoice(media, room, threshold, want);
    const publicUrl = config?.hlsPublicUrl;
    return publicUrl && choice.playlist
      ? { ...choice, playlist: `${publicUrl}/${hlsStoreKey(room, PLAYLIST)}` }
      : choice;
  });

  const answerRoute = registerRoute(app, contract.media.answer, async ({ params, body, reply }) => {
    const session = await media.sessionOf(params.sessionId);
    if (!session || session.publisher !== null) throw notFound('No such media session');
    await media.answer(params.sessionId, body.answer);
    reply.code(204);
    return null;
  });

  // Idempotent: a session End Stream or a hang-up already ended is just as stopped (the
  // browser closes its own on leaving, after the server may have closed it).
  const closeRoute = registerRoute(app, contract.media.close, async ({ params, reply }) => {
    await media.close(params.sessionId);
    reply.code(204);
    return null;
  });

  return [
    statusRoute,
    publishRoute,
    clickInRoute,
    watchRoute,
    publishersRoute,
    hlsRoute,
    answerRoute,
    closeRoute,
  ];
}
