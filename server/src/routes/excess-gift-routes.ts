import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { requireCandidateOwnerOrAdmin } from '../auth/guards';
import type { ServerClock } from '../clock/server-clock';
import type { Db } from '../db/db';
import { notFound } from '../domain-error';
import { linkDonors } from '../donations/donor-links';
import { excessBelongsTo, listExcesses } from '../donations/excess-gifts';
import { moveTargetAt, resolveExcess } from '../donations/excess-resolution';
import { refundedBy } from '../donations/refund-donation';
import { registerRoute } from '../http/validate';
import type { PaymentProvider } from '../payments/payment-provider';
import { requireSupport } from '../support/require-support';

// The excess queue (docs/donation-rules.md "Excessive gifts"): the candidate's owner reads
// and resolves their own (the committee report's one ownership rule, guards.ts
// requireCandidateOwnerOrAdmin: 401 visitor, 403 another member, 404 unknown candidate; an
// excess of another candidate is a 404); support reads and resolves every one and links
// donor identities (admins or the admin secret, as every /api/admin route).

export function registerExcessGiftRoutes(
  app: FastifyInstance,
  {
    db,
    payments,
    clock,
    adminSecret,
  }: { db: Db; payments: PaymentProvider; clock: ServerClock; adminSecret: string | undefined },
) {
  const support = (request: Parameters<typeof requireSupport>[0]) =>
    requireSupport(request, db, adminSecret);

  const ownList = registerRoute(
    app,
    contract.committeeReport.excessGifts,
    async ({ params, request, reply }) => {
      const { candidate } = await requireCandidateOwnerOrAdmin(request, db, params.candidateId);
      const now = clock.now();
      reply.header('cache-control', 'private, no-store');
      return {
        excesses: await listExcesses(db, {
          candidateId: candidate.id,
          now,
          moveTarget: moveTargetAt(now),
        }),
      };
    },
  );
  const ownResolve = registerRoute(
    app,
    contract.committeeReport.resolveExcessGift,
    async ({ params, body, request }) => {
      const { user, candidate } = await requireCandidateOwnerOrAdmin(
        request,
        db,
        params.candidateId,
      );
      if (!(await excessBelongsTo(db, params.excessId, candidate.id))) {
        throw notFound(`No excess with id ${params.excessId} for this candidate`);
      }
      const by =
        candidate.userId === user.id
          ? `candidate ${user.id}`
          : refundedBy({ kind: 'admin', userId: user.id });
      const excess = await resolveExcess(db, payments, {
        excessId: params.excessId,
        body,
        by,
        now: clock.now(),
      });
      request.log.info({ excess: excess.id, status: excess.status, by }, 'excess resolved');
      return excess;
    },
  );
  const supportList = registerRoute(app, contract.admin.listExcessGifts, async ({ request }) => {
    await support(request);
    const now = clock.now();
    return { excesses: await listExcesses(db, { now, moveTarget: moveTargetAt(now) }) };
  });
  const supportResolve = registerRoute(
    app,
    contract.admin.resolveExcessGiftAsSupport,
    async ({ params, body, request }) => {
      const actor = await support(request);
      const excess = await resolveExcess(db, payments, {
        excessId: params.excessId,
        body,
        by: refundedBy(actor),
        now: clock.now(),
      });
      request.log.info({ actor, excess: excess.id, status: excess.status }, 'excess resolved');
      return excess;
    },
  );
  const link = registerRoute(app, contract.admin.linkDonors, async ({ body, request }) => {
    const actor = await support(request);
    const answer = await linkDonors(db, {
      emails: body.emails,
      by: refundedBy(actor),
      now: clock.now(),
    });
    request.log.info({ actor, excesses: answer.excesses.map((x) => x.id) }, 'donors linked');
    return answer;
  });
  return [ownList, ownResolve, supportList, supportResolve, link];
}
