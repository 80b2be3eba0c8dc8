-- Which database this is (db/database-marker.ts): a random id made once, when the schema is
-- first created. A server writes it into its data folder's database.json, and the support
-- commands (npm run admin, npm run release) compare it with the database they reach, so a
-- command never acts on another database than the folder's server did. A copy of the database
-- (createdb -T, a restored backup) keeps the id: it is the same data.
create table database_identity (
  only_row boolean primary key default true check (only_row),
  id text not null,
  created_at timestamptz not null default now()
);
insert into database_identity (id) values (gen_random_uuid()::text);

-- A release built from a working tree with uncommitted changes (its revision ends in -dirty)
-- lists the changed paths, as `git status` named them (npm run release); null when clean.
alter table remote_releases add column uncommitted_paths text[];
