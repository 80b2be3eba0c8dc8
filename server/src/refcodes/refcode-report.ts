import {
  NO_REFCODE,
  type CommitteeReportRange,
  type RefcodeReport,
  type RefcodeRow,
} from 'shared-api/contracts';
import { contributorOf } from '../committee-report/contributors';
import type { Db } from '../db/db';

// The refcode report (docs/refcodes.md): for a range of UTC dates, per refcode a candidate's
// gifts carried (and "(none)"), the visits, gifts, money, conversion, average gift and new vs
// returning donors. Gifts count as the candidate's total counts them: succeeded ones only (a
// refunded gift leaves the total, so it leaves this report too; a pending or declined one
// was never in it), so the rows' money sums to the money the total gained in the range.
// Donors are people as the limit matches them (donations/donor-identity.ts, chained as the
// committee report chains them: committee-report/contributors.ts).

const DAY_MS = 86_400_000;

/** The instant after the last moment of a UTC date: the range's exclusive end. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString();
}

interface LedgerGift {
  amountCents: number;
  refcode: string | null;
  /** Whether the gift is inside the range (else before it). */
  inRange: boolean;
  emailKey: string;
  userId: number | null;
  accountEmailKey: string | null;
  identityKey: string | null;
}

/** Every succeeded gift to the candidate up to the range's end, oldest first. */
async function readLedger(
  db: Db,
  candidateId: number,
  range: CommitteeReportRange,
): Promise<LedgerGift[]> {
  const { rows } = await db.query<LedgerGift>(
    `select d.amount_cents as "amountCents", d.refcode, d.created_at >= $2 as "inRange",
            paid_person_key(d.donor_email_key) as "emailKey", d.user_id as "userId",
            -- paid_email_key(null) is '', which would join every visitor into one person.
            case when u.id is not null then paid_person_key(paid_email_key(u.email)) end
              as "accountEmailKey",
            d.donor_identity_key as "identityKey"
       from donations d
       left join users u on u.id = d.user_id
      where d.candidate_id = $1 and d.status = 'succeeded' and d.created_at < $3
      order by d.created_at, d.id`,
    [candidateId, `${range.from}T00:00:00.000Z`, dayAfter(range.to)],
  );
  return rows;
}

async function readVisits(
  db: Db,
  candidateId: number,
  range: CommitteeReportRange,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ refcode: string; visits: number }>(
    `select refcode, count(*)::int as visits from refcode_visits
      where candidate_id = $1 and day between $2::date and $3::date
      group by refcode`,
    [candidateId, range.from, range.to],
  );
  return new Map(rows.map((row) => [row.refcode, row.visits]));
}

interface Tally {
  gifts: number;
  moneyCents: number;
  donors: Set<number>;
}

/** The report of candidate `candidateId` for `range` (validated: from <= to). */
export async function buildRefcodeReport(
  db: Db,
  candidateId: number,
  range: CommitteeReportRange,
): Promise<RefcodeReport> {
  const [ledger, visits] = await Promise.all([
    readLedger(db, candidateId, range),
    readVisits(db, candidateId, range),
  ]);
  const person = contributorOf(ledger);
  // A person is returning when any of their gifts to this candidate precedes the range.
  const returning = new Set(person.filter((_, index) => !ledger[index].inRange));

  const tallies = new Map<string, Tally>();
  const tallyOf = (refcode: string) => {
    let tally = tallies.get(refcode);
    if (!tally) {
      tally = { gifts: 0, moneyCents: 0, donors: new Set() };
      tallies.set(refcode, tally);
    }
    return tally;
  };
  let totalCents = 0;
  let totalGifts = 0;
  ledger.forEach((gift, index) => {
    if (!gift.inRange) return;
    const tally = tallyOf(gift.refcode ?? NO_REFCODE);
    tally.gifts += 1;
    tally.moneyCents += gift.amountCents;
    tally.donors.add(person[index]);
    totalCents += gift.amountCents;
    totalGifts += 1;
  });
  for (const refcode of visits.keys()) tallyOf(refcode);

  const rows: RefcodeRow[] = [...tallies].map(([refcode, tally]) => {
    const visitCount = visits.get(refcode) ?? 0;
    const returningDonors = [...tally.donors].filter((donor) => returning.has(donor)).length;
    return {
      refcode,
      visits: visitCount,
      gifts: tally.gifts,
      moneyCents: tally.moneyCents,
      conversionRate: visitCount > 0 ? tally.gifts / visitCount : null,
      averageGiftCents: tally.gifts > 0 ? Math.round(tally.moneyCents / tally.gifts) : null,
      newDonors: tally.donors.size - returningDonors,
      returningDonors,
    };
  });
  // Most money first; "(none)" after the codes it ties with; then by name, so the order is stable.
  rows.sort(
    (a, b) =>
      b.moneyCents - a.moneyCents ||
      Number(a.refcode === NO_REFCODE) - Number(b.refcode === NO_REFCODE) ||
      a.refcode.localeCompare(b.refcode),
  );
  return { candidateId, from: range.from, to: range.to, rows, totalCents, totalGifts };
}
