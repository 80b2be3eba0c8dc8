import {
  EXPRESS_LINK_EXPIRED_MESSAGE,
  EXPRESS_LINK_OFF_MESSAGE,
  EXPRESS_LINK_QUERY,
  EXPRESS_LINK_UNKNOWN_MESSAGE,
  utcDay,
  type ExpressLink,
  type ExpressLinkFormData,
  type ExpressLinkState,
  type ExpressLinkView,
} from 'shared-api/contracts';
import { newLinkToken } from '../auth/account-tokens';
import type { Language } from 'shared-api/languages';
import type { Db } from '../db/db';
import { conflict, DomainError, notFound } from '../domain-error';
import { designatedElection } from '../elections/candidate-elections';
import { electionRef } from '../elections/election-code';
import { expressLinkMail } from '../mail/express-link-mail';
import { enqueueMail } from '../mail/outbox';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Refcodes } from '../refcodes/refcode-cookie';
import type { DonationOutcome } from './make-donation';
import { giveWithSavedCard } from './saved-card-gift';

// Express links (docs/donation-rules.md "Express links"): the candidate owner's link with a
// fixed amount, opened as the donate page with `?express=<token>`. Reading a link charges
// nothing; a gift through it is a one-tap gift (saved-card-gift.ts), so the limit, the
// designation, the candidate's verification and the attestations of the donor's last gift
// all apply, and it is tagged with the link (donations.express_link_id) for the dashboard.
// A link with a refcode stores it on its gifts as a page link's ?refcode= would (docs/refcodes.md).

const DAY_MS = 86_400_000;

interface LinkRow {
  id: number | string;
  candidateId: number | string;
  candidateName: string;
  token: string;
  amountCents: number | string;
  refcode: string | null;
  electionId: number | string | null;
  electionKind: string | null;
  electionDate: string | null;
  createdAt: Date | string;
  expiresAt: Date | string;
  switchedOffAt: Date | string | null;
  gifts: number | string;
  raisedCents: number | string;
}

const LINK_SELECT = `select l.id, l.candidate_id as "candidateId", c.name as "candidateName",
    l.token, l.amount_cents as "amountCents", l.refcode, l.election_id as "electionId",
    e.kind as "electionKind", to_char(e.election_date, 'YYYY-MM-DD') as "electionDate",
    l.created_at as "createdAt", l.expires_at as "expiresAt",
    l.switched_off_at as "switchedOffAt",
    (select count(*) from donations d
      where d.express_link_id = l.id and d.status = 'succeeded') as gifts,
    (select coalesce(sum(d.amount_cents), 0) from donations d
      where d.express_link_id = l.id and d.status = 'succeeded') as "raisedCents"
  from express_links l
  join candidates c on c.id = l.candidate_id
  left join elections e on e.id = l.election_id`;

function stateOf(row: LinkRow, now: Date): ExpressLinkState {
  if (row.switchedOffAt !== null) return 'off';
  return new Date(row.expiresAt).getTime() <= now.getTime() ? 'expired' : 'open';
}

/** The donate page a link opens, from the site's root. */
export function expressLinkPath(candidateId: number, token: string): string {
  return `/donate/${candidateId}?${EXPRESS_LINK_QUERY}=${encodeURIComponent(token)}`;
}

function toLink(row: LinkRow, now: Date): ExpressLink {
  const candidateId = Number(row.candidateId);
  return {
    id: Number(row.id),
    candidateId,
    token: row.token,
    path: expressLinkPath(candidateId, row.token),
    amount: Number(row.amountCents) / 100,
    refcode: row.refcode,
    election:
      row.electionId === null
        ? null
        : electionRef(Number(row.electionId), row.electionKind!, row.electionDate!),
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    state: stateOf(row, now),
    gifts: Number(row.gifts),
    raised: Number(row.raisedCents) / 100,
  };
}

async function readOwnLink(db: Db, candidateId: number, linkId: number): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(
    `${LINK_SELECT} where l.id = $1 and l.candidate_id = $2`,
    [linkId, candidateId],
  );
  if (!rows[0]) throw notFound('Express link not found');
  return rows[0];
}

/**
 * A new link of the owner's candidate (the caller checked the owner); the owner is mailed it
 * in the same transaction (mail/express-link-mail.ts, in `language`: the request's), to paste
 * into the campaign's email.
 */
export async function createExpressLink(
  db: Db,
  candidateId: number,
  form: ExpressLinkFormData,
  {
    now,
    ownerEmail,
    publicOrigin,
    language,
  }: { now: Date; ownerEmail: string; publicOrigin: string; language?: Language },
): Promise<ExpressLink> {
  // A chosen election must be one of the candidate's still ahead (400 or 409 otherwise).
  if (form.electionId !== undefined) {
    await designatedElection(db, candidateId, form.electionId, utcDay(now));
  }
  const token = newLinkToken();
  const amountCents = Math.round(form.amount * 100);
  const expiresAt = new Date(now.getTime() + form.expiresInDays * DAY_MS);
  const id = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string; candidateName: string }>(
      `insert into express_links (candidate_id, token, amount_cents, refcode, election_id,
                                  created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)
       returning id, (select c.name from candidates c where c.id = $1) as "candidateName"`,
      [
        candidateId,
        token,
        amountCents,
        form.refcode ?? null,
        form.electionId ?? null,
        now.toISOString(),
        expiresAt.toISOString(),
      ],
    );
    await enqueueMail(
      tx,
      expressLinkMail({
        ownerEmail,
        candidateName: rows[0].candidateName,
        amountCents,
        refcode: form.refcode ?? null,
        expiresAt,
        url: `${publicOrigin}${expressLinkPath(candidateId, token)}`,
        language,
      }),
    );
    return Number(rows[0].id);
  });
  return toLink(await readOwnLink(db, candidateId, id), now);
}

/** The candidate's links, newest first. */
export async function listExpressLinks(
  db: Db,
  candidateId: number,
  now: Date,
): Promise<ExpressLink[]> {
  const { rows } = await db.query<LinkRow>(
    `${LINK_SELECT} where l.candidate_id = $1 order by l.id desc`,
    [candidateId],
  );
  return rows.map((row) => toLink(row, now));
}

/** Switches a link off for good; again answers it as it is. */
export async function switchOffExpressLink(
  db: Db,
  candidateId: number,
  linkId: number,
  now: Date,
): Promise<ExpressLink> {
  await db.query(
    `update express_links set switched_off_at = $3::timestamptz
      where id = $1 and candidate_id = $2 and switched_off_at is null`,
    [linkId, candidateId, now.toISOString()],
  );
  return toLink(await readOwnLink(db, candidateId, linkId), now);
}

async function readLinkByToken(db: Db, token: string): Promise<LinkRow> {
  const { rows } = await db.query<LinkRow>(`${LINK_SELECT} where l.token = $1`, [token]);
  if (!rows[0]) throw notFound(EXPRESS_LINK_UNKNOWN_MESSAGE);
  return rows[0];
}

const REFUSALS: Record<Exclude<ExpressLinkState, 'open'>, string> = {
  expired: EXPRESS_LINK_EXPIRED_MESSAGE,
  off: EXPRESS_LINK_OFF_MESSAGE,
};

/** What the donate page shows for a link: a read, nothing is charged or written. */
export async function viewExpressLink(db: Db, token: string, now: Date): Promise<ExpressLinkView> {
  const row = await readLinkByToken(db, token);
  const candidateId = Number(row.candidateId);
  const state = stateOf(row, now);
  // The election a gift would be for: the link's, else the candidate's next (none: null,
  // and giving would answer why).
  let election: ExpressLinkView['election'] = null;
  try {
    const designated = await designatedElection(
      db,
      candidateId,
      row.electionId === null ? null : Number(row.electionId),
      utcDay(now),
    );
    election = electionRef(designated.id, designated.kind, designated.date);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
  }
  return {
    candidateId,
    candidateName: row.candidateName,
    amount: Number(row.amountCents) / 100,
    election,
    state,
    message: state === 'open' ? null : REFUSALS[state],
  };
}

/**
 * Gives an open link's amount with the member's saved card: a one-tap gift for the link's
 * election, tagged with the link. Expired or switched-off links are a 409 and charge nothing.
 */
export async function giveThroughExpressLink(
  db: Db,
  provider: PaymentProvider,
  gift: {
    token: string;
    userId: number;
    accountEmail: string;
    idempotencyKey: string;
    campaignUrlId: number | null;
    /** The refcodes the donor's cookie carries: the link's own refcode takes their place. */
    refcodes: Refcodes | null;
    now: Date;
    /** The request's language: the receipt's (make-donation.ts `language`). */
    language?: Language | null;
  },
): Promise<DonationOutcome> {
  const row = await readLinkByToken(db, gift.token);
  const state = stateOf(row, gift.now);
  if (state !== 'open') throw conflict(REFUSALS[state]);
  return giveWithSavedCard(db, provider, {
    userId: gift.userId,
    accountEmail: gift.accountEmail,
    candidateId: Number(row.candidateId),
    amount: Number(row.amountCents) / 100,
    idempotencyKey: gift.idempotencyKey,
    campaignUrlId: gift.campaignUrlId,
    refcodes: row.refcode === null ? gift.refcodes : { refcode: row.refcode, refcode2: null },
    electionId: row.electionId === null ? null : Number(row.electionId),
    expressLinkId: Number(row.id),
    now: gift.now,
    language: gift.language ?? null,
  });
}
