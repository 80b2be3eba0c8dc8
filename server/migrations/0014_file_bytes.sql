-- Uploaded files kept in the database. With DATABASE_URL and no S3 settings several
-- servers may share one PostgreSQL, and a file on one server's disk would be a 404 on the
-- others; here every server reads the same bytes (storage/database-file-storage.ts). The
-- embedded database keeps files on disk (one server), and S3 keeps them in the bucket.

-- One row per stored key: what GET /files/<key> serves. Files are at most 10 MiB (the
-- upload limits), well within what bytea holds; keys are random and never reused.
create table file_bytes (
  key text primary key,
  content_type text not null,
  bytes bytea not null,
  created_at timestamptz not null default now(),
  -- The same rule as the other stores and stored_files: media only, never SVG.
  constraint file_bytes_media_only
    check (content_type ~ '^(image|video)/[a-z0-9.+-]+$' and content_type <> 'image/svg+xml')
);
