-- A live stream's HLS on several servers (docs/video.md "HLS for crowds"): which server put
-- each HLS file into the shared store (hls/hls-store-ledger.ts). A holder that dies while its
-- room's HLS is in the store cannot delete those files, and the store cannot list a prefix
-- (S3 or file_bytes alike behind the FileStorage interface), so the files are written down
-- here first and the servers still up delete those whose writer's lease has lapsed. The key
-- moves to the last server that put it: a room's playlist has one name whoever holds it.
create table hls_store_files (
  key text primary key,
  host_id text not null,
  stored_at timestamptz not null default now()
);
create index hls_store_files_host on hls_store_files (host_id);
