-- Candidates, direct messages and photo uploads.

-- One-time upload URLs (POST /api/objects/upload). The URL carries a random token; only its
-- sha256 is kept, so reading this table does not let anyone upload. A token is good for one
-- PUT within its lifetime, as the user who asked for it.
create table upload_tokens (
  -- sha256 (hex) of the token in the URL
  id text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- set by the one PUT that used it
  used_at timestamptz,
  stored_file_id bigint references stored_files (id) on delete set null
);
-- "How many unused links does this user hold?" and the clean-up of old ones.
create index upload_tokens_user_idx on upload_tokens (user_id, expires_at);

-- The store holds media only (decisions section 8: media URLs are only our own stored
-- files), so nothing in it can be served as a page or a script. SVG is an image type that
-- can carry script, hence named.
alter table stored_files
  add constraint stored_files_media_only
  check (content_type ~ '^(image|video)/[a-z0-9.+-]+$' and content_type <> 'image/svg+xml');
create index stored_files_user_idx on stored_files (user_id);

-- The candidate lists of a geography show active candidates only.
create index candidates_active_geography_idx
  on candidates (geographic_code, total_donations_cents desc, created_at, id)
  where is_active;

-- Removing a profile (DELETE /api/candidate/profile) sets is_active false and frees the
-- account to register again (candidates.user_id is unique), but donations still point at
-- the row, so who owned it and when it was removed are kept for the record.
alter table candidates
  add column removed_at timestamptz,
  add column removed_user_id bigint references users (id) on delete set null;
