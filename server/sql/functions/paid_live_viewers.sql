-- A live stream's viewer count changed (server/src/streams/viewer-counts.ts writes it when it
-- differs; the update's row lock makes one server publish each change, however many run the
-- clock).
create or replace function paid_live_viewers() returns trigger
language plpgsql as $$
begin
  if old.viewer_count is distinct from new.viewer_count and new.ended_at is null then
    perform paid_live_publish('candidate:' || new.candidate_id, 'viewers', jsonb_build_object(
      'candidateId', new.candidate_id, 'viewerCount', new.viewer_count));
  end if;
  return null;
end
$$;

create or replace trigger fundraising_streams_live_viewers after update of viewer_count on fundraising_streams
  for each row execute function paid_live_viewers();
