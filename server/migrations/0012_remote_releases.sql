-- Immutable remote releases: each publish of a remote is a folder
-- <releasesDir>/<package>/<id>/ written once, recorded here; remote_live says which release
-- each remote's pages load, and which release (if any) a share of browsers gets as a canary.
-- The id is the publish time and the git revision (20261125T071502Z-08c6718), so two remotes
-- published together from one commit share it: a release is named by remote and id.
create table remote_releases (
  remote text not null,
  id text not null,
  git_revision text not null,
  created_at timestamptz not null default now(),
  -- Error reports from pages that ran this release (POST /api/client-errors).
  error_count bigint not null default 0,
  -- When retention deleted its files; such a release can no longer go live.
  pruned_at timestamptz,
  primary key (remote, id)
);
-- A remote's releases newest first (admin releases, rollback, retention).
create index remote_releases_remote_created_idx on remote_releases (remote, created_at desc, id desc);

-- One row per remote that has a published release; read on every page load (a few rows).
create table remote_live (
  remote text primary key,
  live_release_id text not null,
  canary_release_id text,
  canary_percent integer not null default 0 check (canary_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  foreign key (remote, live_release_id) references remote_releases (remote, id),
  foreign key (remote, canary_release_id) references remote_releases (remote, id),
  check (canary_release_id is null or canary_release_id <> live_release_id)
);
