-- A candidate who joins or leaves the competition (the summary's counts).
create or replace function paid_live_candidate() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.is_active is distinct from new.is_active then
    perform paid_live_publish('competition', 'candidates', '{}'::jsonb);
  end if;
  return null;
end
$$;

create or replace trigger candidates_live after insert or update of is_active on candidates
  for each row execute function paid_live_candidate();
