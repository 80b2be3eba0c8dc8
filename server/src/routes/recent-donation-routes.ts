import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { recentDonations } from '../donations/recent-donations';
import { registerRoute } from '../http/validate';

// GET /api/donations/recent: donations/recent-donations.ts.

export function registerRecentDonationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const recentRoute = registerRoute(app, contract.donations.recent, ({ query }) =>
    recentDonations(db, query.candidateId),
  );
  return [recentRoute];
}
