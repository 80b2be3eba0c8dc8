-- A candidate starts or stops counting, or moves state (server/src/candidates/
-- candidate-totals.ts says when, and who counts: candidates/eligibility.ts decides): the
-- deltas of its state's row (state-level candidates, candidates of any level, and the money
-- it takes along when it moves) and of the platform's candidate count. A candidate's own
-- money only ever moves with a gift (paid_move_totals). The state's row is made on its first
-- use; not one upsert, since a CHECK constraint sees the VALUES row, whose deltas may be
-- negative, before ON CONFLICT.
create or replace function paid_count_candidate(
  p_state_code text,
  p_state_candidates int,
  p_active_candidates int,
  p_raised_cents bigint,
  p_platform_candidates int
)
returns void
language plpgsql volatile as $$
begin
  if p_state_code is not null then
    insert into state_totals (state_code) values (p_state_code)
    on conflict (state_code) do nothing;
    update state_totals s
       set state_candidates = s.state_candidates + p_state_candidates,
           active_candidates = s.active_candidates + p_active_candidates,
           total_raised_cents = s.total_raised_cents + p_raised_cents
     where s.state_code = p_state_code;
  end if;
  if p_platform_candidates <> 0 then
    update platform_totals p set total_candidates = p.total_candidates + p_platform_candidates;
  end if;
end
$$;
