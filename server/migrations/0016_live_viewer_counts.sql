-- Viewer counts over live push. A viewer counts while their heartbeats arrive (the
-- last within 30 s), so a count changes as heartbeats come and lapse, which no row write
-- marks. The servers' clock (streams/viewer-counts.ts, every few seconds) writes each live
-- stream's count into fundraising_streams.viewer_count when it differs; that column was kept
-- for this and unused until now. The update's row lock makes one server publish each change,
-- however many run the clock; this trigger publishes it.

create function paid_live_viewers() returns trigger
language plpgsql as $$
begin
  if old.viewer_count is distinct from new.viewer_count and new.ended_at is null then
    perform paid_live_publish('candidate:' || new.candidate_id, 'viewers', jsonb_build_object(
      'candidateId', new.candidate_id, 'viewerCount', new.viewer_count));
  end if;
  return null;
end
$$;
create trigger fundraising_streams_live_viewers after update of viewer_count on fundraising_streams
  for each row execute function paid_live_viewers();
