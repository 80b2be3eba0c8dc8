-- Rebuilds every running total from the donations and candidates they summarise: for the
-- demo seed and for repairs (server/src/totals/recompute-totals.ts); gifts and candidates
-- move them incrementally (paid_move_totals, paid_count_candidate). Only succeeded donations
-- count (a refund stops counting). p_counted: the candidates that count as candidates, as
-- the one eligibility rule decides (server/src/candidates/eligibility.ts, which the caller
-- asks); the money of every candidate counts.
create or replace function paid_recompute_totals(p_counted bigint[])
returns void
language plpgsql volatile as $$
begin
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
  select c.state_code, sum(c.total_donations_cents),
         count(k.id) filter (where c.level = 'state'),
         count(k.id)
    from candidates c
    left join (select distinct unnest(p_counted) as id) k on k.id = c.id
   group by c.state_code;

  -- A donor counts while they have a succeeded gift; one donor is one donor key
  -- (paid_email_key), not one spelling of an address.
  delete from donors r
   where not exists (select 1 from donations d
                      where d.donor_email_key = r.email_key and d.status = 'succeeded');
  insert into donors (email_key, name, first_donation_at)
  select d.donor_email_key, (array_agg(d.donor_name order by d.created_at, d.id))[1],
         min(d.created_at)
    from donations d
   where d.status = 'succeeded'
   group by d.donor_email_key
  on conflict (email_key) do nothing;

  update platform_totals
     set total_raised_cents = (select coalesce(sum(s.total_raised_cents), 0) from state_totals s),
         total_candidates = (select count(*) from candidates c
                          where c.id in (select unnest(p_counted))),
         total_donors = (select count(*) from donors);
end
$$;
