-- Release files every server can serve (on a cluster too). A release's files
-- are written once to the publishing server's PAID_RELEASES_DIR; on PostgreSQL they are also
-- kept here, in the publish's transaction, so a server that does not have the folder (another
-- machine, a fresh one) writes it from these rows on the first request for it
-- (releases/release-files-db.ts). Retention deletes the rows with the folder's files.
create table release_files (
  remote text not null,
  release_id text not null,
  -- relative to the release folder, as webpack wrote it ('remoteEntry.js', 'static/x.js.br')
  path text not null,
  bytes bytea not null,
  primary key (remote, release_id, path),
  foreign key (remote, release_id) references remote_releases (remote, id) on delete cascade
);
