-- A candidate's elections on or after a day, soonest first (docs/donation-rules.md
-- "Elections"): the President's are the nationwide ('US') ones, every other office's those of
-- the candidate's state. The one answer to "which elections is this candidate in", read by
-- paid_gift_state and server/src/elections/candidate-elections.ts.
create or replace function paid_candidate_elections(p_candidate_id bigint, p_from date)
returns table (
  id bigint,
  kind text,
  election_date date,
  date_provisional boolean,
  cycle_id text,
  limit_cents bigint,
  limit_provisional boolean,
  cycle_starts_on date,
  cycle_ends_on date
)
-- PL/pgSQL, not SQL: it keeps its plan per connection (a SQL function called from PL/pgSQL
-- is planned again at each call), and a gift's path asks it every time.
language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select e.id, e.kind, e.election_date, e.date_provisional, y.id,
         y.limit_per_election_cents, y.limit_provisional, y.starts_on, y.ends_on
    from candidates c
    join elections e
      on e.scope = case when c.position = 'president' then 'US' else c.state_code end
    join election_cycles y on y.id = e.cycle_id
   where c.id = p_candidate_id and e.election_date >= p_from
   order by e.election_date, e.id;
end
$$;
