import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { refundDonation } from '../donations/refund-donation';
import type { PaymentProvider } from '../payments/payment-provider';
import { conflict, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import {
  cancelTournament,
  CompletedTournamentError,
  makeAdmin,
  setCandidateActivation,
  unknownCandidateMessage,
  unknownEmailMessage,
  unknownTournamentMessage,
} from '../support/admin-actions';
import { requireSupport } from '../support/require-support';

// Support's API (docs/roles.md): activation is never the client's to change. Callers
// are admins (users.is_admin) or the admin command with the data folder's admin secret.

export interface AdminRouteDeps {
  db: Db;
  /** Contents of <PAID_DATA_DIR>/admin-secret; undefined: the header is never accepted. */
  adminSecret: string | undefined;
  /** Who gives a refunded gift's money back. */
  payments: PaymentProvider;
}

export function registerAdminRoutes(
  app: FastifyInstance,
  { db, adminSecret, payments }: AdminRouteDeps,
) {
  const activation = (isActivated: boolean) =>
    async function handler({
      params,
      request,
    }: {
      params: { candidateId: number };
      request: Parameters<typeof requireSupport>[0];
    }) {
      const actor = await requireSupport(request, db, adminSecret);
      const result = await setCandidateActivation(db, params.candidateId, isActivated);
      if (!result) throw notFound(unknownCandidateMessage(params.candidateId));
      request.log.info({ actor, candidateId: result.id, isActivated }, 'candidate activation set');
      return result;
    };

  const activateCandidateRoute = registerRoute(
    app,
    contract.admin.activateCandidate,
    activation(true),
  );
  const deactivateCandidateRoute = registerRoute(
    app,
    contract.admin.deactivateCandidate,
    activation(false),
  );

  const cancelTournamentRoute = registerRoute(
    app,
    contract.admin.cancelTournament,
    async ({ params, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      let result;
      try {
        result = await cancelTournament(db, params.tournamentId);
      } catch (error) {
        if (error instanceof CompletedTournamentError) throw conflict(error.message);
        throw error;
      }
      if (!result) throw notFound(unknownTournamentMessage(params.tournamentId));
      request.log.info({ actor, tournament: result }, 'tournament cancelled');
      return result;
    },
  );

  const makeAdminRoute = registerRoute(app, contract.admin.makeAdmin, async ({ body, request }) => {
    const actor = await requireSupport(request, db, adminSecret);
    const result = await makeAdmin(db, body.email);
    if (!result) throw notFound(unknownEmailMessage(body.email));
    request.log.info({ actor, userId: result.id }, 'admin role granted');
    return result;
  });

  const refundDonationRoute = registerRoute(
    app,
    contract.admin.refundDonation,
    async ({ params, body, request }) => {
      const actor = await requireSupport(request, db, adminSecret);
      const refund = await refundDonation(db, payments, {
        donationId: params.donationId,
        reason: body.reason,
        actor,
      });
      request.log.info({ actor, donationId: refund.id, refundId: refund.refundId }, 'refunded');
      return refund;
    },
  );

  return [
    activateCandidateRoute,
    deactivateCandidateRoute,
    cancelTournamentRoute,
    makeAdminRoute,
    refundDonationRoute,
  ];
}
