-- Uploads a member may make, and uploads nobody used: a file uploaded through a
-- one-time URL counts as attached once something shows it (today: a candidate's profile
-- photo); post media are attached when their post is made. The clean-up job deletes files
-- left unattached for a day, so uploading without limit and attaching nothing no longer
-- fills the store.
alter table stored_files add column attached_at timestamptz;

-- Files already in use keep working: post media, and uploads a profile shows.
update stored_files f set attached_at = f.created_at
 where f.key not like 'uploads/%'
    or exists (select 1 from candidates c where c.profile_photo_url like '%/' || f.key);

-- The clean-up job's scan: only unattached files, oldest first.
create index stored_files_unattached_idx on stored_files (created_at) where attached_at is null;
-- A member's files of the last day (the daily allowance).
create index stored_files_user_created_idx on stored_files (user_id, created_at);
