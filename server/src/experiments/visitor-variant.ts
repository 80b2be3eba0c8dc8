import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  campaignCookieOptions,
  hashVisitorKey,
  signCookieValue,
  verifiedCookieValue,
  visitorIdOf,
} from '../campaign-urls/campaign-cookie';
import type { Db } from '../db/db';
import type { AssignedVariant } from 'shared-api/contracts';
import { assignVariant } from './assignment';
import { recordExposure, runningExperiment } from './donate-experiments';

// The donate page's variant for this visitor (docs/experiments.md).
// The visitor is the signed `paid_visitor` id campaign links use (one is set when missing);
// the variant shown is remembered in a second signed cookie, `paid_donate_variant`
// (`candidateId.variantId`), which the gift's request reads in memory: the gift path gains no
// query, and the insert itself keeps the variant only if it belongs to a running experiment
// of the gift's candidate (gift-settlement.ts), so a forged or stale cookie names nothing.

export const VARIANT_COOKIE = 'paid_donate_variant';
const VARIANT_COOKIE_VALUE = /^([1-9]\d{0,15})\.([1-9]\d{0,15})$/;

/** Assigns (sticky), counts the exposure once, and remembers the variant for the gift. */
export async function donateVariantFor(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  candidateId: number,
  publicOrigin: string,
): Promise<AssignedVariant> {
  const running = await runningExperiment(db, candidateId);
  if (!running) return { assigned: null };
  const { id: visitorId } = await visitorIdOf(db, request, reply, publicOrigin);
  const chosen = assignVariant(running.experimentId, visitorId, running.variants);
  await recordExposure(
    db,
    running.experimentId,
    await hashVisitorKey(db, `visitor:${visitorId}`),
    chosen.id,
  );
  reply.setCookie(
    VARIANT_COOKIE,
    await signCookieValue(db, `${candidateId}.${chosen.id}`),
    campaignCookieOptions(publicOrigin),
  );
  return {
    assigned: { experimentId: running.experimentId, variantId: chosen.id, variant: chosen.variant },
  };
}

/**
 * The variant a gift to `candidateId` was made under, as the signed cookie says (checked in
 * memory, no query), or null. The insert checks it is a running experiment's.
 */
export async function variantIdForGift(
  db: Db,
  request: FastifyRequest,
  candidateId: number,
): Promise<number | null> {
  const value = await verifiedCookieValue(db, request.cookies[VARIANT_COOKIE]);
  const match = value ? VARIANT_COOKIE_VALUE.exec(value) : null;
  if (!match || Number(match[1]) !== candidateId) return null;
  return Number(match[2]);
}
