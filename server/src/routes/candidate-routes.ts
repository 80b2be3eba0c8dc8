import { requireVerifiedEmail } from '../auth/email-verification';
import type { ServerClock } from '../clock/server-clock';
import { candidateElections, publicElection } from '../elections/candidate-elections';
import type { FastifyInstance } from 'fastify';
import { contract, registrationTexts, utcDay, type Candidate } from 'shared-api/contracts';
import { candidateOfUser, requireOwnCandidate } from '../auth/guards';
import { currentUser, requireUser } from '../auth/session';
import {
  CANDIDATE_NOT_FOUND,
  findCandidate,
  findCandidateOfUser,
  listCandidatesOfGeography,
} from '../candidates/candidate-queries';
import {
  createCandidate,
  removeCandidate,
  updateCandidate,
  updateCandidatePlatform,
} from '../candidates/candidate-writes';
import { requireRealGeography } from '../candidates/real-geography';
import { recheckLinksNamingCandidate } from '../campaign-urls/migrate-slugs';
import type { Db } from '../db/db';
import { lookUpGeographicCode } from '../geo/geographic-code';
import { notFound } from '../http/http-error';
import { byUser, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';

// Candidate profiles (who may do what: docs/roles.md). Reading is public; applying needs an
// account (one profile per account, so an application has someone
// behind it), both ways of applying share one rate limit per account; editing and removing
// are the owner's.

async function candidateOrNotFound(db: Db, candidateId: number): Promise<Candidate> {
  const candidate = await findCandidate(db, candidateId);
  if (!candidate) throw notFound(CANDIDATE_NOT_FOUND);
  return candidate;
}

export function registerCandidateRoutes(
  app: FastifyInstance,
  db: Db,
  { publicOrigin, clock }: { publicOrigin: string; clock: ServerClock },
) {
  // A name is its candidate's from registration (docs/roles.md): links of others that
  // spell it move (campaign-urls/migrate-slugs.ts), after the profile's own transaction.
  const claimName = (candidateId: number) =>
    recheckLinksNamingCandidate(db, candidateId, { publicOrigin });
  const applicationLimit = {
    config: rateLimit({ limit: 'candidateApplications', key: byUser(db) }),
  };

  const byGeographyRoute = registerRoute(
    app,
    contract.candidates.byGeography,
    async ({ params }) => {
      const lookup = lookUpGeographicCode(params.code);
      if (!lookup.found) throw notFound(lookup.reason);
      return listCandidatesOfGeography(db, params.code);
    },
  );

  // Standalone application (/candidate-registration): a visitor is 401 (the page sends them
  // to log in first); the profile is the account's, unless it already has one (409). The
  // biography, experience and platform are stored apart, however the body folded them; the
  // email is the contact address the applicant typed (never the account's login address).
  const registerStandaloneRoute = registerRoute(
    app,
    contract.candidates.registerStandalone,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      // Applying and campaign links need a verified address (403 says how; docs/mail.md).
      requireVerifiedEmail(user);
      const geography = requireRealGeography(body.geographicCode);
      const candidateId = await createCandidate(db, user.id, {
        name: body.name,
        position: body.position,
        geographicCode: body.geographicCode,
        geography,
        ...registrationTexts(body),
        email: body.email,
        phone: body.phone,
      });
      await claimName(candidateId);
      reply.code(201);
      return candidateOrNotFound(db, candidateId);
    },
    applicationLimit,
  );

  const checkRoute = registerRoute(app, contract.candidates.check, async ({ request }) => {
    const user = await currentUser(request, db);
    const candidate = user ? await candidateOfUser(db, user.id) : null;
    return {
      isCandidate: candidate !== null,
      candidateId: candidate?.id ?? null,
      candidateName: candidate?.name ?? null,
    };
  });

  const profileRoute = registerRoute(app, contract.candidates.profile, async ({ request }) => {
    const user = await requireUser(request, db);
    return findCandidateOfUser(db, user.id);
  });

  const registerCandidateRoute = registerRoute(
    app,
    contract.candidates.register,
    async ({ body, request, reply }) => {
      const user = await requireUser(request, db);
      // Applying and campaign links need a verified address (403 says how; docs/mail.md).
      requireVerifiedEmail(user);
      const geography = requireRealGeography(body.geographicCode);
      const candidateId = await createCandidate(db, user.id, { ...body, geography });
      await claimName(candidateId);
      reply.code(201);
      return candidateOrNotFound(db, candidateId);
    },
    applicationLimit,
  );

  const updateProfileRoute = registerRoute(
    app,
    contract.candidates.updateProfile,
    async ({ body, request }) => {
      const { candidate } = await requireOwnCandidate(request, db);
      const geography = requireRealGeography(body.geographicCode);
      const { sentBackToPending } = await updateCandidate(db, candidate.id, {
        ...body,
        geography,
      });
      if (body.name !== candidate.name) await claimName(candidate.id);
      return { ...(await candidateOrNotFound(db, candidate.id)), sentBackToPending };
    },
  );

  // The Platform tab saves its two texts alone: the Profile tab's required fields are neither
  // needed nor touched.
  const updatePlatformRoute = registerRoute(
    app,
    contract.candidates.updatePlatform,
    async ({ body, request }) => {
      const { candidate } = await requireOwnCandidate(request, db);
      await updateCandidatePlatform(db, candidate.id, body);
      return candidateOrNotFound(db, candidate.id);
    },
  );

  const removeProfileRoute = registerRoute(
    app,
    contract.candidates.removeProfile,
    async ({ request }) => {
      const { candidate } = await requireOwnCandidate(request, db);
      await removeCandidate(db, candidate.id);
      return { candidateId: candidate.id, isActive: false as const };
    },
  );

  const detailRoute = registerRoute(app, contract.candidates.detail, async ({ params }) => {
    const candidate = await candidateOrNotFound(db, params.candidateId);
    // Public, with each election's limit: a visitor's donate page shows them.
    const ahead = await candidateElections(db, candidate.id, utcDay(clock.now()));
    const elections = ahead.map(publicElection);
    return { ...candidate, nextElection: elections[0] ?? null, elections };
  });

  return [
    byGeographyRoute,
    registerStandaloneRoute,
    checkRoute,
    profileRoute,
    registerCandidateRoute,
    updateProfileRoute,
    updatePlatformRoute,
    removeProfileRoute,
    detailRoute,
  ];
}
