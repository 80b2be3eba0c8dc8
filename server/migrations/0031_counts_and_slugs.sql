-- Counts count people, slugs that name people belong to them.
-- Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.

-- Link visits: however many visitor cookies one client address brings, it counts at most a
-- few visits per link per day (campaign-landing.ts, ADDRESS_VISITS_PER_DAY). The address is
-- a keyed hash, as in campaign_url_visits; the rows are forgotten with those.
create table campaign_url_address_visits (
  campaign_url_id bigint not null references campaign_urls (id) on delete cascade,
  day date not null,
  address_hash text not null,
  visits integer not null check (visits > 0),
  primary key (campaign_url_id, day, address_hash)
);
create index campaign_url_address_visits_day_idx on campaign_url_address_visits (day);

-- Tournaments: who pressed Start Tournament, so an account holds at most one upcoming start
-- (tournament-routes.ts). Tournaments made before this migration have no starter. The
-- index makes a second upcoming start of one account, even a simultaneous one, insert nothing.
alter table tournaments
  add column created_by bigint references users (id) on delete set null;
create unique index tournaments_one_upcoming_per_starter on tournaments (created_by)
  where status = 'upcoming';

-- Campaign links: when a link's slug was last held against the slug rule (campaign-slugs.ts).
-- Links made from now on are checked as they are made; the older ones (null here) are
-- checked once by the server at start (campaign-urls/migrate-slugs.ts), in JavaScript,
-- because the rule compares names folded by the confusables library (names/fold-name.ts),
-- which SQL cannot call. A link breaking the rule gets a slug that keeps it, and its owner
-- a mail with the new address.
alter table campaign_urls add column slug_checked_at timestamptz;
create index campaign_urls_slug_unchecked_idx on campaign_urls (id) where slug_checked_at is null;
