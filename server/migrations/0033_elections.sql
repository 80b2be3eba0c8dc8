-- Elections are data (docs/donation-rules.md "Elections"): cycles with their per-election
-- limit, and each cycle's elections (kind, scope, day). Every gift is designated to one
-- election of its candidate; a monthly plan to the election it runs until. The rows are data:
-- the server writes its calendar (server/src/seed/election-dates.ts) into empty tables at
-- start and designates the gifts made before (elections/seed-elections.ts: the first
-- election on or after each gift's day in its candidate's scope, else null, counted as its
-- cycle's general); support adds and edits rows after that.

create table election_cycles (
  -- '2025-2026'
  id text primary key check (id ~ '^[0-9]{4}-[0-9]{4}$'),
  starts_on date not null,
  ends_on date not null,
  limit_per_election_cents bigint not null check (limit_per_election_cents > 0),
  limit_provisional boolean not null default false,
  check (starts_on <= ends_on)
);

create table elections (
  id bigserial primary key,
  cycle_id text not null references election_cycles (id),
  kind text not null check (kind in ('primary', 'general', 'runoff', 'special')),
  -- 'US' (nationwide: President) or a two-letter state code
  scope text not null check (scope ~ '^[A-Z]{2}$'),
  election_date date not null,
  date_provisional boolean not null default false,
  unique (cycle_id, kind, scope, election_date)
);

-- A candidate's elections still ahead: by scope, then day.
create index elections_scope_date_idx on elections (scope, election_date);

alter table donations add column election_id bigint references elections (id);
alter table recurring_plans add column election_id bigint references elections (id);

-- paid_gift_state now takes the designated election instead of the cycle's first day
-- (server/sql/functions/paid_gift_state.sql holds its current definition).
drop function if exists paid_gift_state(bigint, text, bigint, text, text, text, text, timestamptz);
