-- A recording's video removed by the rules for files (docs/video.md "Recordings"): the
-- per-candidate size quota (the oldest stream recordings go first) or the retention period.
-- The row stays for the record (when, how long, what was raised); file_id is null after.
alter table recordings
  add column file_removed_at timestamptz,
  add column file_removed_reason text check (file_removed_reason in ('quota', 'retention')),
  add check ((file_removed_at is null) = (file_removed_reason is null));
-- The processing job's queue: ended recordings waiting for their video.
create index recordings_processing_idx on recordings (ended_at) where status = 'processing';
