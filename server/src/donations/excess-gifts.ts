import { EXCESS_RESOLUTION_DAYS, type ExcessGift } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { electionRef } from '../elections/election-code';
import { donationReference } from './donation-receipt';

// The excess queue (docs/donation-rules.md "Excessive gifts"): one person's succeeded gifts to
// one candidate person designated to one election, past that election's limit. Found when
// support links addresses as one person (donor-links.ts), in the link's transaction: the
// person is every address key linked with them (paid_person_keys) and every account of those
// keys, as the limit (paid_gift_state) counts them. The excess is carried by the latest gifts
// first; the clock's due day is EXCESS_RESOLUTION_DAYS after the receipt of the gift that
// made the gifts excessive. One open row per candidate, election and person (a partial
// unique index, migration 0035): finding it again answers the open row.

const DAY_MS = 86_400_000;

interface PersonGift {
  id: number;
  candidateId: number;
  /** Every profile of one candidate account is one recipient, as the limit counts. */
  recipient: string;
  electionId: number;
  limitCents: number;
  amountCents: number;
  createdAt: Date;
  donorName: string;
  donorEmail: string;
}

/** One person's succeeded, designated gifts, oldest first. */
async function personGifts(tx: DbTx | Db, emailKeys: string[]): Promise<PersonGift[]> {
  const { rows } = await tx.query<PersonGift>(
    `with person as (select paid_person_keys($1::text[]) as keys)
     select d.id, d.candidate_id as "candidateId",
            coalesce('account:' || coalesce(c.user_id, c.removed_user_id), 'candidate:' || c.id)
              as recipient,
            d.election_id as "electionId", k.limit_per_election_cents as "limitCents",
            d.amount_cents as "amountCents", d.created_at as "createdAt",
            d.donor_name as "donorName", d.donor_email as "donorEmail"
       from person p
       join donations d
         on d.donor_email_key = any(p.keys)
         or d.user_id in (select u.id from users u where paid_email_key(u.email) = any(p.keys))
       join candidates c on c.id = d.candidate_id
       join elections e on e.id = d.election_id
       join election_cycles k on k.id = e.cycle_id
      where d.status = 'succeeded'
      order by d.created_at, d.id`,
    [emailKeys],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    candidateId: Number(row.candidateId),
    electionId: Number(row.electionId),
    limitCents: Number(row.limitCents),
    amountCents: Number(row.amountCents),
    createdAt: new Date(row.createdAt),
  }));
}

export interface FoundExcess {
  candidateId: number;
  electionId: number;
  excessCents: number;
  /** The receipt of the gift whose running total first passed the limit. */
  receivedAt: Date;
  /** Latest first: each gift and its cents of excess. */
  parts: { donationId: number; cents: number }[];
  donorName: string;
  donorEmail: string;
}

/** The excesses in one person's gifts (oldest first): per recipient and election. */
export function excessesOf(gifts: readonly PersonGift[]): FoundExcess[] {
  const groups = new Map<string, PersonGift[]>();
  for (const gift of gifts) {
    const key = `${gift.recipient}|${gift.electionId}`;
    groups.set(key, [...(groups.get(key) ?? []), gift]);
  }
  const found: FoundExcess[] = [];
  for (const group of groups.values()) {
    const limit = group[0].limitCents;
    let running = 0;
    const passing = group.find((gift) => (running += gift.amountCents) > limit);
    if (!passing) continue;
    const total = group.reduce((sum, gift) => sum + gift.amountCents, 0);
    const excessCents = total - limit;
    const parts: FoundExcess['parts'] = [];
    let left = excessCents;
    for (const gift of [...group].reverse()) {
      if (left === 0) break;
      const cents = Math.min(gift.amountCents, left);
      parts.push({ donationId: gift.id, cents });
      left -= cents;
    }
    const latest = group[group.length - 1];
    found.push({
      candidateId: latest.candidateId,
      electionId: latest.electionId,
      excessCents,
      receivedAt: passing.createdAt,
      parts,
      donorName: latest.donorName,
      donorEmail: latest.donorEmail,
    });
  }
  return found;
}

/**
 * Puts each excess of the person of `emailKeys` in the queue (inside the caller's
 * transaction); answers the ids of their open rows, new or already there.
 */
export async function queueExcesses(tx: DbTx, emailKeys: string[]): Promise<number[]> {
  const { rows: person } = await tx.query<{ key: string }>('select paid_person_key($1) as key', [
    emailKeys[0],
  ]);
  const ids: number[] = [];
  for (const excess of excessesOf(await personGifts(tx, emailKeys))) {
    const dueAt = new Date(excess.receivedAt.getTime() + EXCESS_RESOLUTION_DAYS * DAY_MS);
    const { rows: made } = await tx.query<{ id: number }>(
      `insert into donation_excesses (candidate_id, election_id, donor_key, donor_name,
                                      donor_email, excess_cents, received_at, due_at)
       values ($1, $2, $3, $4, $5, $6, $7::timestamptz, $8::timestamptz)
       on conflict (candidate_id, election_id, donor_key) where status = 'open' do nothing
       returning id`,
      [
        excess.candidateId,
        excess.electionId,
        person[0].key,
        excess.donorName,
        excess.donorEmail,
        excess.excessCents,
        excess.receivedAt.toISOString(),
        dueAt.toISOString(),
      ],
    );
    if (made.length === 0) {
      const { rows: open } = await tx.query<{ id: number }>(
        `select id from donation_excesses
          where candidate_id = $1 and election_id = $2 and donor_key = $3 and status = 'open'`,
        [excess.candidateId, excess.electionId, person[0].key],
      );
      ids.push(Number(open[0].id));
      continue;
    }
    const id = Number(made[0].id);
    for (const [position, part] of excess.parts.entries()) {
      await tx.query(
        `insert into donation_excess_gifts (excess_id, donation_id, position, cents)
         values ($1, $2, $3, $4)`,
        [id, part.donationId, position, part.cents],
      );
    }
    ids.push(id);
  }
  return ids;
}

interface ExcessRow {
  id: number;
  candidateId: number;
  candidateName: string;
  electionId: number;
  electionKind: string;
  electionDate: string;
  donorName: string;
  excessCents: number;
  receivedAt: Date;
  dueAt: Date;
  status: ExcessGift['status'];
  resolvedAt: Date | null;
  resolvedBy: string | null;
  toId: number | null;
  toKind: string | null;
  toDate: string | null;
  gifts: { id: number; amountCents: number; cents: number }[];
}

const EXCESS_SELECT = `
  select x.id, x.candidate_id as "candidateId", c.name as "candidateName",
         e.id as "electionId", e.kind as "electionKind",
         to_char(e.election_date, 'YYYY-MM-DD') as "electionDate",
         x.donor_name as "donorName", x.excess_cents as "excessCents",
         x.received_at as "receivedAt", x.due_at as "dueAt", x.status,
         x.resolved_at as "resolvedAt", x.resolved_by as "resolvedBy",
         t.id as "toId", t.kind as "toKind", to_char(t.election_date, 'YYYY-MM-DD') as "toDate",
         (select coalesce(json_agg(json_build_object(
                   'id', g.donation_id,
                   'amountCents', d.amount_cents + coalesce((select sum(s.amount_cents)
                                                              from donations s
                                                             where s.split_from_id = d.id), 0),
                   'cents', g.cents) order by g.position), '[]'::json)
            from donation_excess_gifts g join donations d on d.id = g.donation_id
           where g.excess_id = x.id) as gifts
    from donation_excesses x
    join candidates c on c.id = x.candidate_id
    join elections e on e.id = x.election_id
    left join elections t on t.id = x.redesignated_to`;

/** The first later election of the excess's candidate with room for it, if any. */
export type MoveTarget = (tx: DbTx | Db, excessId: number) => Promise<ExcessGift['moveTo']>;

function answerOf(row: ExcessRow, now: Date, moveTo: ExcessGift['moveTo']): ExcessGift {
  const dueAt = new Date(row.dueAt);
  const gifts = typeof row.gifts === 'string' ? JSON.parse(row.gifts) : row.gifts;
  return {
    id: Number(row.id),
    candidateId: Number(row.candidateId),
    candidateName: row.candidateName,
    election: electionRef(row.electionId, row.electionKind, row.electionDate),
    donorName: row.donorName,
    excess: Number(row.excessCents) / 100,
    receivedAt: new Date(row.receivedAt).toISOString(),
    dueAt: dueAt.toISOString(),
    daysLeft: Math.max(0, Math.ceil((dueAt.getTime() - now.getTime()) / DAY_MS)),
    status: row.status,
    resolvedAt: row.resolvedAt ? new Date(row.resolvedAt).toISOString() : null,
    resolvedBy: row.resolvedBy,
    redesignatedTo:
      row.toId !== null && row.toKind !== null && row.toDate !== null
        ? electionRef(row.toId, row.toKind, row.toDate)
        : null,
    gifts: (gifts as ExcessRow['gifts']).map((gift) => ({
      id: Number(gift.id),
      reference: donationReference(Number(gift.id)),
      amount: Number(gift.amountCents) / 100,
      excess: Number(gift.cents) / 100,
    })),
    moveTo,
  };
}

/**
 * The queue, open first then newest: one candidate's (every profile of the candidate
 * person, as the committee report reads them) or, with no candidate, everyone's (support).
 */
export async function listExcesses(
  db: Db | DbTx,
  { candidateId, now, moveTarget }: { candidateId?: number; now: Date; moveTarget: MoveTarget },
): Promise<ExcessGift[]> {
  const { rows } = await db.query<ExcessRow>(
    `${EXCESS_SELECT}
      where $1::bigint is null
         or x.candidate_id in (
              select r.id from candidates r, candidates o
               where o.id = $1
                 and (r.id = o.id
                      or r.user_id = coalesce(o.user_id, o.removed_user_id)
                      or r.removed_user_id = coalesce(o.user_id, o.removed_user_id)))
      order by x.status = 'open' desc, x.due_at, x.id`,
    [candidateId ?? null],
  );
  const answers: ExcessGift[] = [];
  for (const row of rows) {
    const moveTo = row.status === 'open' ? await moveTarget(db, Number(row.id)) : null;
    answers.push(answerOf(row, now, moveTo));
  }
  return answers;
}

/** One excess as the API answers it; undefined when there is none with this id. */
export async function readExcess(
  db: Db | DbTx,
  id: number,
  { now, moveTarget }: { now: Date; moveTarget: MoveTarget },
): Promise<ExcessGift | undefined> {
  const { rows } = await db.query<ExcessRow>(`${EXCESS_SELECT} where x.id = $1`, [id]);
  if (!rows[0]) return undefined;
  const moveTo = rows[0].status === 'open' ? await moveTarget(db, id) : null;
  return answerOf(rows[0], now, moveTo);
}

/**
 * Whether excess `excessId` is the committee's of candidate `candidateId`: of that profile or of
 * another profile of the same person (the committee report's ownership reads the same way).
 */
export async function excessBelongsTo(
  db: Db,
  excessId: number,
  candidateId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from donation_excesses x, candidates o, candidates r
      where x.id = $1 and o.id = $2 and r.id = x.candidate_id
        and (r.id = o.id
             or coalesce(r.user_id, r.removed_user_id) = coalesce(o.user_id, o.removed_user_id))`,
    [excessId, candidateId],
  );
  return rows.length > 0;
}
