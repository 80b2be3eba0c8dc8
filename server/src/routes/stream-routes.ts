import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, isStateCode } from 'shared-api/contracts';
import { requireActivatedCandidate } from '../auth/guards';
import { currentUser } from '../auth/session';
import { CANDIDATE_NOT_FOUND, isActiveCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { conflict, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { streamRoom, type MediaServer } from '../media/media-server';
import { endStream, liveStreamOf, startStream } from '../streams/fundraising-streams';
import { liveStreamDonations } from '../streams/live-stream-donations';
import { stateChannel } from '../streams/state-channels';
import { candidateStreamStatus, watchCandidateStream } from '../streams/stream-status';

// Debate channels per state (public) and candidates' fundraising streams (docs/roles.md):
// starting, ending and the own stats are for activated candidates (401 visitor, 403 without
// a profile or not activated); whether a candidate is live, its donations and watching are
// public.

/**
 * Who a heartbeat comes from: the account when logged in, else the client address. One
 * person with many tabs counts once, and a script cannot inflate the count by inventing ids.
 */
async function viewerKey(request: FastifyRequest, db: Db): Promise<string> {
  const user = await currentUser(request, db);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}

export function registerStreamRoutes(
  app: FastifyInstance,
  { db, media }: { db: Db; media: MediaServer },
) {
  const stateChannelRoute = registerRoute(app, contract.stream.stateChannel, async ({ params }) => {
    // An unknown state is a 404 with a clear message (docs/errors.md), not a 400.
    const stateCode = params.stateCode.toUpperCase();
    if (!isStateCode(stateCode)) throw notFound(`Unknown state code: ${params.stateCode}`);
    return stateChannel(db, stateCode);
  });

  const startRoute = registerRoute(app, contract.stream.start, async ({ request, reply }) => {
    const { candidate } = await requireActivatedCandidate(request, db);
    const { stream, created } = await startStream(db, candidate.id);
    reply.code(created ? 201 : 200);
    return stream;
  });

  const endRoute = registerRoute(app, contract.stream.end, async ({ request }) => {
    const { candidate } = await requireActivatedCandidate(request, db);
    const totalRaised = await endStream(db, candidate.id);
    if (totalRaised === null) throw conflict('Your stream is not live');
    // The picture stops for every viewer with the stream (docs/video.md).
    await media.closeRoom(streamRoom(candidate.id));
    return { totalRaised };
  });

  const statsRoute = registerRoute(app, contract.stream.stats, async ({ request }) => {
    const { candidate } = await requireActivatedCandidate(request, db);
    const stream = await liveStreamOf(db, candidate.id);
    return {
      isLive: stream !== null,
      viewerCount: stream?.viewerCount ?? 0,
      donations: stream?.totalRaised ?? 0,
    };
  });

  const watchRoute = registerRoute(app, contract.stream.watch, async ({ params, request }) => {
    return watchCandidateStream(db, params.candidateId, () => viewerKey(request, db));
  });

  const candidateRoute = registerRoute(app, contract.stream.candidate, ({ params }) =>
    candidateStreamStatus(db, params.candidateId),
  );

  const donationsRoute = registerRoute(app, contract.stream.donations, async ({ params }) => {
    if (!(await isActiveCandidate(db, params.candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
    return liveStreamDonations(db, params.candidateId);
  });

  return [
    stateChannelRoute,
    startRoute,
    endRoute,
    statsRoute,
    watchRoute,
    candidateRoute,
    donationsRoute,
  ];
}
