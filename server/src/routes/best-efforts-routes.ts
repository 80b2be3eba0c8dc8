import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { completeDonorDetails } from '../donations/donor-details';
import { byIp, rateLimit } from '../http/rate-limits';
import { registerRoute } from '../http/validate';

// The page a best-efforts follow-up mail links to (docs/donation-rules.md "Best efforts
// follow-up") posts the donor's employer and occupation with the link's token.

export function registerBestEffortsRoutes(
  app: FastifyInstance,
  { db, accountClock = Date.now }: { db: Db; accountClock?: () => number },
) {
  return [
    registerRoute(
      app,
      contract.donations.completeDonorDetails,
      ({ body }) => completeDonorDetails(db, { ...body, now: new Date(accountClock()) }),
      // Per IP, as the account links' pages: guessing a 32-byte token is hopeless anyway.
      { config: rateLimit({ limit: 'accountLinks', key: byIp }) },
    ),
  ];
}
