import { DONATION_RULES, type CommitteeReportRange } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { electionCode } from '../elections/election-code';
import { contributorOf, type GiftKeys } from './contributors';
import { checkReportStart } from './report-start';

// The committee report's figures (docs/donation-rules.md "Committee report"), in whole cents:
// every succeeded or refunded gift to the candidate person in a range of UTC dates, each with
// its contributor's aggregate for the election as of that gift, and the election's summary.
// - Receipts are succeeded gifts only. A refunded gift is listed with a memo and its amount,
//   but is no receipt: it counts in no total and in no aggregate.
// - Each gift counts for the election it is designated to (elections/), the way the donation
//   limit counts: a line carries its election's code (P2028, G2028) and its contributor's
//   aggregate for that election to date (every earlier gift to it, also before the range),
//   and the summary has one line per election. A gift no election was found for when gifts
//   were first designated counts as its cycle's general, as paid_gift_state counts it.
// - The recipient is every profile of the candidate's account (deleted ones too), as for the
//   limit, so a re-created profile reports the gifts its earlier profile took.

export interface ReportGift extends GiftKeys {
  id: number;
  amountCents: number;
  status: 'succeeded' | 'refunded';
  /** The day support refunded it, UTC, YYYY-MM-DD; null when not refunded or not recorded. */
  refundedOn: string | null;
  /** The day the gift was received, UTC, YYYY-MM-DD. */
  receivedOn: string;
  /** The FEC code of the election it is designated to (P2028, G2028); null: none found. */
  electionCode: string | null;
  /** Its election's day, YYYY-MM-DD (the summary's order); null with electionCode. */
  electionDate: string | null;
  electionKind: string | null;
  /** Its election's cycle: the itemisation threshold counts the cycle's gifts. */
  electionCycle: string | null;
  donorName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  employer: string | null;
  occupation: string | null;
}

export interface ReportLine {
  gift: ReportGift;
  /** The contributor's succeeded gifts this election up to and including this one, cents. */
  aggregateCents: number;
  /** A receipt whose aggregate passes the itemisation threshold ($200). */
  itemized: boolean;
  /** Empty, or why the line is not an ordinary receipt. */
  memo: string;
}

export interface ElectionFigures {
  /** The election's FEC code (P2028), or 'Undesignated' for gifts with none. */
  election: string;
  from: string;
  to: string;
  totalReceiptsCents: number;
  contributionCount: number;
  itemizedCents: number;
  itemizedCount: number;
  unitemizedCents: number;
  unitemizedCount: number;
  contributorCount: number;
  refundedCents: number;
  refundedCount: number;
}

export interface CommitteeReportData {
  lines: ReportLine[];
  elections: ElectionFigures[];
}

const NOT_COUNTED = 'not a receipt, not counted in totals or aggregates';

/** A refunded gift's memo, with the refund's day where one was recorded (migration 0018). */
export function refundedMemo(refundedOn: string | null): string {
  return refundedOn ? `Refunded on ${refundedOn}: ${NOT_COUNTED}` : `Refunded: ${NOT_COUNTED}`;
}

const DAY_MS = 86_400_000;

/** The instant after the last moment of a UTC date: the range's exclusive end. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString();
}

/**
 * The gifts of the candidate person up to the end of the range (the aggregates count every
 * earlier gift of their election), oldest first (ties by id, the order they were recorded),
 * with their donor keys and election.
 */
async function readGifts(db: Db, candidateId: number, to: string): Promise<ReportGift[]> {
  const { rows } = await db.query<ReportGift>(
    `with person as (
       select coalesce(c.user_id, c.removed_user_id) as id from candidates c where c.id = $1
     )
     select d.id, d.amount_cents as "amountCents", d.status,
            to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD') as "receivedOn",
            to_char(d.refunded_at at time zone 'UTC', 'YYYY-MM-DD') as "refundedOn",
            d.donor_name as "donorName", d.donor_address_line1 as "addressLine1",
            d.donor_address_line2 as "addressLine2", d.donor_city as city,
            d.donor_state as state, d.donor_postal_code as "postalCode", d.employer,
            -- Address keys as the people support linked them to (paid_person_key), so
            -- linked addresses chain into one contributor as the limit counts them.
            d.occupation, d.user_id as "userId", paid_person_key(d.donor_email_key) as "emailKey",
            -- paid_email_key(null) is '', which would join every visitor into one person.
            case when u.id is not null then paid_person_key(paid_email_key(u.email)) end as "accountEmailKey", d.donor_identity_key as "identityKey",
            coalesce(e.kind, g.kind) as "electionKind",
            coalesce(e.cycle_id, g.cycle_id) as "electionCycle",
            to_char(coalesce(e.election_date, g.election_date), 'YYYY-MM-DD') as "electionDate"
       from donations d
       left join users u on u.id = d.user_id
       left join elections e on e.id = d.election_id
       left join lateral (
         select y.kind, y.election_date, y.cycle_id
           from candidates r
           join elections y
             on y.scope = case when r.position = 'president' then 'US' else r.state_code end
           join election_cycles k on k.id = y.cycle_id
          where d.election_id is null and r.id = d.candidate_id and y.kind = 'general'
            and (d.created_at at time zone 'UTC')::date between k.starts_on and k.ends_on
          order by y.election_date limit 1
       ) g on true
      where d.candidate_id in (select r.id from candidates r
                                where r.id = $1 or r.user_id = (select id from person)
                                   or r.removed_user_id = (select id from person))
        and d.status in ('succeeded', 'refunded')
        and d.created_at < $2
      order by d.created_at, d.id`,
    [candidateId, dayAfter(to)],
  );
  return rows.map((row) => ({
    ...row,
    electionCode:
      row.electionKind && row.electionDate
        ? electionCode(row.electionKind, row.electionDate)
        : null,
  }));
}

const UNDESIGNATED = 'Undesignated';

function emptyFigures(election: string, range: CommitteeReportRange): ElectionFigures {
  return {
    election,
    from: range.from,
    to: range.to,
    totalReceiptsCents: 0,
    contributionCount: 0,
    itemizedCents: 0,
    itemizedCount: 0,
    unitemizedCents: 0,
    unitemizedCount: 0,
    contributorCount: 0,
    refundedCents: 0,
    refundedCount: 0,
  };
}

/** The report of candidate `candidateId` for `range` (already validated: from <= to). */
export async function buildCommitteeReport(
  db: Db,
  candidateId: number,
  range: CommitteeReportRange,
): Promise<CommitteeReportData> {
  await checkReportStart(db, range);
  const gifts = await readGifts(db, candidateId, range.to);
  const contributors = contributorOf(gifts);
  // Per contributor and election, and per contributor and cycle: succeeded cents so far.
  const given = new Map<string, number>();
  const givenInCycle = new Map<string, number>();
  const figures = new Map<string, { figures: ElectionFigures; contributors: Set<number> }>();
  const lines: ReportLine[] = [];
  gifts.forEach((gift, index) => {
    const contributor = contributors[index];
    const electionName = gift.electionCode ?? UNDESIGNATED;
    const key = `${contributor}|${electionName}|${gift.electionDate ?? ''}`;
    const succeeded = gift.status === 'succeeded';
    const aggregateCents = (given.get(key) ?? 0) + (succeeded ? gift.amountCents : 0);
    given.set(key, aggregateCents);
    const cycleKey = `${contributor}|${gift.electionCycle ?? ''}`;
    const cycleCents = (givenInCycle.get(cycleKey) ?? 0) + (succeeded ? gift.amountCents : 0);
    givenInCycle.set(cycleKey, cycleCents);
    // Earlier gifts of the election count in aggregates only; the range lists its own.
    if (gift.receivedOn < range.from) return;
    const figuresKey = `${gift.electionDate ?? '9999'}|${electionName}`;
    if (!figures.has(figuresKey)) {
      figures.set(figuresKey, {
        figures: emptyFigures(electionName, range),
        contributors: new Set(),
      });
    }
    const { figures: election, contributors: contributorsInRange } = figures.get(figuresKey)!;
    // Itemized over $200 in the cycle, as the donation form requires the fields.
    const itemized = succeeded && cycleCents > DONATION_RULES.itemisationThresholdCents;
    lines.push({
      gift,
      aggregateCents,
      itemized,
      memo: succeeded ? '' : refundedMemo(gift.refundedOn),
    });
    if (!succeeded) {
      election.refundedCents += gift.amountCents;
      election.refundedCount += 1;
      return;
    }
    contributorsInRange.add(contributor);
    election.totalReceiptsCents += gift.amountCents;
    election.contributionCount += 1;
    if (itemized) {
      election.itemizedCents += gift.amountCents;
      election.itemizedCount += 1;
    } else {
      election.unitemizedCents += gift.amountCents;
      election.unitemizedCount += 1;
    }
  });
  const elections = [...figures.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, entry]) => ({ ...entry.figures, contributorCount: entry.contributors.size }));
  return { lines, elections };
}
