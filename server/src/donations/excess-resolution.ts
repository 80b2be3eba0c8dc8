import crypto from 'node:crypto';
import {
  SERVER_IDEMPOTENCY_KEY_PREFIXES,
  type ExcessGift,
  type ResolveExcessBody,
} from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, DomainError, notFound } from '../domain-error';
import { electionRef } from '../elections/election-code';
import { giftMailLanguageSql, mailLanguage } from '../languages/member-language';
import { excessMail, type ExcessOutcome } from '../mail/excess-mail';
import { enqueueMail } from '../mail/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import { readExcess, type MoveTarget } from './excess-gifts';

// Resolving an excess (docs/donation-rules.md "Excessive gifts"), by the committee, support or
// the 60-day clock:
// - refund: a PARTIAL refund of exactly the excess. The provider gives each gift's part back
//   first, with no transaction open (its key names the excess and the gift, so a retry or a
//   second server gives it back once); then one transaction splits each part off its gift
//   (paid_split_donation: the gift keeps its id and the rest, a new row of the same charge
//   holds the part) and refunds that row (paid_refund_donation, which moves every total back
//   through paid_move_totals). A part that is the whole gift is refunded as it is. While the
//   provider works, the excess is claimed (claim_token), so a redesignation or another
//   refund waits its turn instead of racing it.
// - redesignate: the excess moves to a later election of the same candidate that is still
//   ahead and has room for this person (the limit's own count: pending and succeeded gifts to
//   the candidate person, by every key linked with the person); a part smaller than its gift
//   is split off and designated there. No total moves.
// Either way the donor is mailed (excess-mail.ts, in the language of the excess's latest gift)
// in the resolving transaction. Resolved once:
// a second resolution is a 409.

const CLAIM_SECONDS = 300;

export const ALREADY_RESOLVED_MESSAGE = (id: number, status: string) =>
  `Excess ${id} was already ${status}: nothing was changed`;
export const BEING_REFUNDED_MESSAGE = (id: number) =>
  `Excess ${id} is being refunded right now: nothing was changed`;
export const NO_ROOM_MESSAGE = (candidateName: string, amount: string) =>
  `No later election of ${candidateName} has room for this donor's ${amount}: refund the excess instead.`;
export const CHANGED_MESSAGE = (id: number) =>
  `A gift of excess ${id} was refunded or changed since the excess was found: nothing was changed. Support can resolve it by hand.`;

/** The part's idempotency key, at the provider and as the split-off row's key. */
export function excessPartKey(excessId: number, donationId: number): string {
  return `${SERVER_IDEMPOTENCY_KEY_PREFIXES.excessPart}${excessId}:${donationId}`;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

interface Room {
  id: number;
  kind: string;
  date: string;
  roomCents: number;
}

/** The later elections of the excess's candidate still ahead on `today`, with this person's room. */
async function laterElections(tx: Db | DbTx, excessId: number, today: string): Promise<Room[]> {
  const { rows } = await tx.query<Room>(
    `with x as (select x.*, e.election_date as held_on,
                       paid_person_keys(array[x.donor_key]) as keys,
                       (select coalesce(c.user_id, c.removed_user_id) from candidates c
                         where c.id = x.candidate_id) as person
                  from donation_excesses x join elections e on e.id = x.election_id
                 where x.id = $1)
     select y.id, y.kind, to_char(y.election_date, 'YYYY-MM-DD') as date,
            y.limit_cents - coalesce((
              select sum(g.amount_cents) from donations g
               where g.election_id = y.id and g.status in ('pending', 'succeeded')
                 and g.candidate_id in (select r.id from candidates r
                                         where r.id = x.candidate_id or r.user_id = x.person
                                            or r.removed_user_id = x.person)
                 and (g.donor_email_key = any(x.keys)
                      or g.user_id in (select u.id from users u
                                        where paid_email_key(u.email) = any(x.keys)))), 0)
              as "roomCents"
       from x cross join lateral paid_candidate_elections(x.candidate_id, $2::date) y
      where y.election_date > x.held_on
      order by y.election_date, y.id`,
    [excessId, today],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), roomCents: Number(row.roomCents) }));
}

/** The first later election with room for the whole excess (the screen's "Move to"). */
export function moveTargetAt(now: Date): MoveTarget {
  return async (db, excessId) => {
    const { rows } = await db.query<{ cents: number }>(
      'select excess_cents as cents from donation_excesses where id = $1',
      [excessId],
    );
    const cents = Number(rows[0]?.cents ?? 0);
    const room = (await laterElections(db, excessId, utcDay(now))).find(
      (election) => election.roomCents >= cents,
    );
    return room ? electionRef(room.id, room.kind, room.date) : null;
  };
}

interface OpenExcess {
  id: number;
  status: string;
  excessCents: number;
  donorEmail: string;
  donorName: string;
  candidateName: string;
  limitCents: number;
  claimed: boolean;
  claimToken: string | null;
  /** The donor's language: its latest gift's (docs/languages.md "Mail"). */
  language: string | null;
}

async function lockExcess(tx: DbTx, id: number): Promise<OpenExcess> {
  const { rows } = await tx.query<OpenExcess>(
    `select x.id, x.status, x.excess_cents as "excessCents", x.donor_email as "donorEmail",
            x.donor_name as "donorName", c.name as "candidateName",
            k.limit_per_election_cents as "limitCents",
            coalesce(x.claimed_until > now(), false) as claimed, x.claim_token as "claimToken",
            (select ${giftMailLanguageSql('d')} from donation_excess_gifts g
               join donations d on d.id = g.donation_id
              where g.excess_id = x.id order by d.id desc limit 1) as language
       from donation_excesses x
       join candidates c on c.id = x.candidate_id
       join elections e on e.id = x.election_id
       join election_cycles k on k.id = e.cycle_id
      where x.id = $1
        for update of x`,
    [id],
  );
  if (!rows[0]) throw notFound(`No excess with id ${id}`);
  return { ...rows[0], excessCents: Number(rows[0].excessCents) };
}

interface Part {
  donationId: number;
  cents: number;
  status: string;
  amountCents: number;
  chargeId: string | null;
}

async function partsOf(db: Db | DbTx, excessId: number): Promise<Part[]> {
  const { rows } = await db.query<Part>(
    `select g.donation_id as "donationId", g.cents, d.status, d.amount_cents as "amountCents",
            d.charge_id as "chargeId"
       from donation_excess_gifts g join donations d on d.id = g.donation_id
      where g.excess_id = $1 order by g.position`,
    [excessId],
  );
  return rows.map((row) => ({
    ...row,
    donationId: Number(row.donationId),
    cents: Number(row.cents),
    amountCents: Number(row.amountCents),
  }));
}

function checkParts(excessId: number, parts: Part[]): void {
  if (parts.some((part) => part.status !== 'succeeded' || part.amountCents < part.cents)) {
    throw conflict(CHANGED_MESSAGE(excessId));
  }
}

async function finish(
  tx: DbTx,
  excess: OpenExcess,
  { status, by, to }: { status: 'refunded' | 'redesignated'; by: string; to: number | null },
  now: Date,
): Promise<ExcessGift> {
  await tx.query(
    `update donation_excesses
        set status = $2, resolved_at = now(), resolved_by = $3, redesignated_to = $4,
            claim_token = null, claimed_until = null
      where id = $1`,
    [excess.id, status, by, to],
  );
  const answer = (await readExcess(tx, excess.id, { now, moveTarget: moveTargetAt(now) }))!;
  const outcome: ExcessOutcome =
    status === 'refunded'
      ? { kind: 'refunded' }
      : { kind: 'redesignated', to: answer.redesignatedTo! };
  await enqueueMail(
    tx,
    excessMail(
      answer,
      { email: excess.donorEmail, name: excess.donorName, language: mailLanguage(excess.language) },
      outcome,
      excess.limitCents,
    ),
  );
  return answer;
}

/** Claims an open excess for a refund; answers the claim's token. */
async function claimForRefund(db: Db, excessId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const excess = await lockExcess(tx, excessId);
    if (excess.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE(excessId, excess.status));
    if (excess.claimed) throw conflict(BEING_REFUNDED_MESSAGE(excessId));
    const token = crypto.randomUUID();
    await tx.query(
      `update donation_excesses
          set claim_token = $2, claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id = $1`,
      [excessId, token],
    );
    return token;
  });
}

async function releaseClaim(db: Db, excessId: number, token: string): Promise<void> {
  await db.query(
    `update donation_excesses set claim_token = null, claimed_until = null
      where id = $1 and claim_token = $2`,
    [excessId, token],
  );
}

/** Refunds exactly the excess (see above). `token`: a claim already taken (the clock's). */
export async function refundExcess(
  db: Db,
  payments: PaymentProvider,
  { excessId, by, now, token }: { excessId: number; by: string; now: Date; token?: string },
): Promise<ExcessGift> {
  const claim = token ?? (await claimForRefund(db, excessId));
  const refundIds = new Map<number, string | null>();
  try {
    const parts = await partsOf(db, excessId);
    checkParts(excessId, parts);
    for (const part of parts) {
      if (part.chargeId === null) {
        refundIds.set(part.donationId, null); // written without a payment: only totals move
        continue;
      }
      const answer = await payments.refund({
        chargeId: part.chargeId,
        amountCents: part.cents,
        idempotencyKey: excessPartKey(excessId, part.donationId),
      });
      if (answer.status === 'failed') {
        throw new DomainError('upstream', `The payment provider did not refund: ${answer.reason}`);
      }
      refundIds.set(part.donationId, answer.refundId);
    }
  } catch (error) {
    await releaseClaim(db, excessId, claim);
    throw error;
  }
  return db.transaction(async (tx) => {
    const excess = await lockExcess(tx, excessId);
    if (excess.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE(excessId, excess.status));
    if (excess.claimToken !== claim) throw conflict(BEING_REFUNDED_MESSAGE(excessId));
    const parts = await partsOf(tx, excessId);
    checkParts(excessId, parts);
    const reason = `Over the election's limit (excess ${excessId})`;
    for (const part of parts) {
      let refunded = part.donationId;
      if (part.cents < part.amountCents) {
        const { rows } = await tx.query<{ id: number | null }>(
          'select paid_split_donation($1, $2, $3, null) as id',
          [part.donationId, part.cents, excessPartKey(excessId, part.donationId)],
        );
        if (rows[0].id === null) throw conflict(CHANGED_MESSAGE(excessId));
        refunded = Number(rows[0].id);
      }
      const { rows } = await tx.query('select id from paid_refund_donation($1, $2, $3, $4)', [
        refunded,
        reason,
        by,
        refundIds.get(part.donationId) ?? null,
      ]);
      if (rows.length === 0) throw conflict(CHANGED_MESSAGE(excessId));
    }
    return finish(tx, excess, { status: 'refunded', by, to: null }, now);
  });
}

/** Moves the excess to a later election with room (see above). */
export async function redesignateExcess(
  db: Db,
  {
    excessId,
    electionId,
    by,
    now,
  }: { excessId: number; electionId?: number; by: string; now: Date },
): Promise<ExcessGift> {
  return db.transaction(async (tx) => {
    const excess = await lockExcess(tx, excessId);
    if (excess.status !== 'open') throw conflict(ALREADY_RESOLVED_MESSAGE(excessId, excess.status));
    if (excess.claimed) throw conflict(BEING_REFUNDED_MESSAGE(excessId));
    const later = await laterElections(tx, excessId, utcDay(now));
    const target = later.find(
      (election) =>
        (electionId === undefined || election.id === electionId) &&
        election.roomCents >= excess.excessCents,
    );
    if (!target) {
      const amount = `$${(excess.excessCents / 100).toFixed(2)}`;
      if (electionId !== undefined && !later.some((election) => election.id === electionId)) {
        throw conflict(
          `Election ${electionId} is not a later election of ${excess.candidateName} still ahead: nothing was changed.`,
        );
      }
      throw conflict(NO_ROOM_MESSAGE(excess.candidateName, amount));
    }
    const parts = await partsOf(tx, excessId);
    checkParts(excessId, parts);
    for (const part of parts) {
      if (part.cents < part.amountCents) {
        const { rows } = await tx.query<{ id: number | null }>(
          'select paid_split_donation($1, $2, $3, $4) as id',
          [part.donationId, part.cents, excessPartKey(excessId, part.donationId), target.id],
        );
        if (rows[0].id === null) throw conflict(CHANGED_MESSAGE(excessId));
      } else {
        await tx.query(
          `update donations set election_id = $2 where id = $1 and status = 'succeeded'`,
          [part.donationId, target.id],
        );
      }
    }
    return finish(tx, excess, { status: 'redesignated', by, to: target.id }, now);
  });
}

/** The body's action, by whoever may resolve (the routes and the admin command check who). */
export function resolveExcess(
  db: Db,
  payments: PaymentProvider,
  { excessId, body, by, now }: { excessId: number; body: ResolveExcessBody; by: string; now: Date },
): Promise<ExcessGift> {
  return body.action === 'refund'
    ? refundExcess(db, payments, { excessId, by, now })
    : redesignateExcess(db, { excessId, electionId: body.electionId, by, now });
}

/** The admin command's line about a resolved excess. */
export function describeExcess(excess: ExcessGift): string {
  const amount = `$${excess.excess.toFixed(2)}`;
  const gifts = excess.gifts.map((gift) => gift.reference).join(', ');
  if (excess.status === 'refunded') {
    return `Refunded ${amount} of excess ${excess.id} (${gifts}) to ${excess.donorName}; every total moved back.`;
  }
  if (excess.status === 'redesignated' && excess.redesignatedTo) {
    return `Moved ${amount} of excess ${excess.id} (${gifts}) from ${excess.election.code} to ${excess.redesignatedTo.code}.`;
  }
  return `Excess ${excess.id}: ${amount} over ${excess.election.code}, open, due ${excess.dueAt.slice(0, 10)} (${excess.daysLeft} days left); gifts ${gifts}.`;
}
