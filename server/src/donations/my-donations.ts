import type { MyDonation } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { electionRef } from '../elections/election-code';
import { toReceipt } from './donation-receipt';

// My donations (docs/donation-rules.md, "My donations"): the gifts a member made while logged
// in with their account (donations.user_id). Not gifts typed with the account's address while
// logged out: accounts' addresses are not verified, so matching them would show a stranger's
// gifts to whoever signed up with that address. Declined attempts moved no money and are left
// out. A gift of another account is simply absent, so its receipt is a 404 like an unknown id.

interface MyDonationRow {
  id: number;
  candidateId: number;
  candidateName: string;
  amountCents: number;
  createdAt: Date | string;
  testMode: boolean | null;
  status: MyDonation['status'];
  refundedAt: Date | string | null;
  /** The plan that made it (My donations marks it monthly), or null. */
  recurringPlanId: number | null;
  electionId: number | string | null;
  electionKind: string | null;
  electionDate: string | null;
}

const MY_DONATION_SELECT = `
  select d.id, d.candidate_id as "candidateId", c.name as "candidateName",
         d.amount_cents as "amountCents", d.created_at as "createdAt",
         d.test_mode as "testMode", d.status, d.refunded_at as "refundedAt",
         d.recurring_plan_id as "recurringPlanId", e.id as "electionId",
         e.kind as "electionKind", to_char(e.election_date, 'YYYY-MM-DD') as "electionDate"
    from donations d join candidates c on c.id = d.candidate_id
    left join elections e on e.id = d.election_id
   where d.user_id = $1 and d.status in ('pending', 'succeeded', 'refunded')`;

function toMyDonation(row: MyDonationRow): MyDonation {
  const { electionId, electionKind, electionDate, ...rest } = row;
  const election =
    electionId === null ? null : electionRef(Number(electionId), electionKind!, electionDate!);
  return {
    // A gift written without a payment (the demo seed) was not in test mode.
    ...toReceipt({ ...rest, testMode: row.testMode ?? false, election }),
    status: row.status,
    refundedAt: row.refundedAt === null ? null : new Date(row.refundedAt).toISOString(),
    recurringPlanId: row.recurringPlanId,
  };
}

/** Every gift of the account, newest first (donations_user_time_idx). */
export async function listMyDonations(db: Db, userId: number): Promise<MyDonation[]> {
  const { rows } = await db.query<MyDonationRow>(
    `${MY_DONATION_SELECT} order by d.created_at desc, d.id desc`,
    [userId],
  );
  return rows.map(toMyDonation);
}

/** One gift of the account; undefined when there is none with this id that is theirs. */
export async function readMyDonation(
  db: Db,
  userId: number,
  donationId: number,
): Promise<MyDonation | undefined> {
  const { rows } = await db.query<MyDonationRow>(`${MY_DONATION_SELECT} and d.id = $2`, [
    userId,
    donationId,
  ]);
  return rows[0] && toMyDonation(rows[0]);
}
