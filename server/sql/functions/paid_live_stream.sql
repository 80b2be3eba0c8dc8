-- A fundraising stream going live or ending.
create or replace function paid_live_stream() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.ended_at is distinct from new.ended_at then
    perform paid_live_publish('candidate:' || new.candidate_id, 'stream', jsonb_build_object(
      'candidateId', new.candidate_id, 'live', new.ended_at is null));
  end if;
  return null;
end
$$;

create or replace trigger fundraising_streams_live after insert or update of ended_at on fundraising_streams
  for each row execute function paid_live_stream();
