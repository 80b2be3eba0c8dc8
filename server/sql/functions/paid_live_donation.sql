-- A gift that succeeded (settled from pending, or recorded succeeded at once) or was refunded:
-- the candidate's page and console, and the competition's money (summary, brackets).
create or replace function paid_live_donation() returns trigger
language plpgsql as $$
begin
  if (new.status = 'succeeded' and (tg_op = 'INSERT' or old.status is distinct from 'succeeded'))
     or (tg_op = 'UPDATE' and old.status = 'succeeded' and new.status = 'refunded') then
    perform paid_live_publish('candidate:' || new.candidate_id, 'donation', jsonb_build_object(
      'candidateId', new.candidate_id, 'streamId', new.stream_id));
    -- Once per transaction: it says only "the money moved, read it again", so gifts settled
    -- together (paid_settle_donations) tell it once.
    if coalesce(current_setting('paid.competition_money_told', true), '') <> 'on' then
      perform set_config('paid.competition_money_told', 'on', true);
      perform paid_live_publish('competition', 'money', '{}'::jsonb);
    end if;
  end if;
  return null;
end
$$;

create or replace trigger donations_live after insert or update of status on donations
  for each row execute function paid_live_donation();
