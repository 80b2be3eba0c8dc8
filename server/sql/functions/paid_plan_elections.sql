-- A monthly plan's elections (docs/donation-rules.md "Monthly gifts"; shared-api
-- planElections is the form's twin): the election its donor chose and the candidate's later
-- elections of the same cycle, soonest first. The plan runs until the last of them (its end
-- day) and each charge goes to the first of them on or after the charge's day. Read by the
-- monthly clock, the renewal mail, My donations and the receipts
-- (server/src/donations/recurring-gifts.ts, plan-renewals.ts).
create or replace function paid_plan_elections(p_candidate_id bigint, p_election_id bigint)
returns table (id bigint, election_date date, cycle_id text)
language sql stable as $$
  select ce.id, ce.election_date, ce.cycle_id
    from elections chosen
    cross join lateral paid_candidate_elections(p_candidate_id, chosen.election_date) ce
   where chosen.id = p_election_id and ce.cycle_id = chosen.cycle_id
   order by ce.election_date, ce.id
$$;
