import { verifiedCandidateSql } from '../candidates/eligibility';
import type { DbTx } from '../db/db';

// Rebuilds every running total from the donations and candidates they summarise. The
// donation flow keeps them up to date incrementally; this is for the seed and for repairs.
// Only succeeded donations count (a refund stops counting, docs/donation-rules.md); only
// verified candidates count as candidates (candidates/eligibility.ts, candidate-totals.ts).

export async function recomputeTotals(tx: DbTx): Promise<void> {
  await tx.exec(`
    update candidates c
       set total_donations_cents = coalesce(
             (select sum(d.amount_cents) from donations d
               where d.candidate_id = c.id and d.status = 'succeeded'), 0);

    update fundraising_streams s
       set total_cents = coalesce(
             (select sum(d.amount_cents) from donations d
               where d.stream_id = s.id and d.status = 'succeeded'), 0);

    delete from state_totals;
    insert into state_totals (state_code, total_raised_cents, state_candidates, active_candidates)
    select state_code, sum(total_donations_cents),
           count(*) filter (where level = 'state' and ${verifiedCandidateSql()}),
           count(*) filter (where ${verifiedCandidateSql()})
      from candidates
     group by state_code;

    -- A donor counts while they have a succeeded gift: a refund of their only one removes them
    -- (paid_refund_donation, migration 0028), and so does this. One donor is one donor key
    -- (donations/donor-identity.ts), not one spelling of an address.
    delete from donors r
     where not exists (select 1 from donations d
                        where d.donor_email_key = r.email_key and d.status = 'succeeded');
    insert into donors (email_key, name, first_donation_at)
    select donor_email_key, (array_agg(donor_name order by created_at, id))[1], min(created_at)
      from donations
     where status = 'succeeded'
     group by donor_email_key
    on conflict (email_key) do nothing;

    update platform_totals
       set total_raised_cents = (select coalesce(sum(total_raised_cents), 0) from state_totals),
           total_candidates = (select count(*) from candidates where ${verifiedCandidateSql()}),
           total_donors = (select count(*) from donors);
  `);
}
