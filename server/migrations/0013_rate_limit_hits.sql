-- Rate limits every server shares. With DATABASE_URL several servers can run on
-- one PostgreSQL; counting in each process would give a client the allowance once per server.
-- On PostgreSQL the counters live here instead (http/rate-limit-store.ts); the embedded
-- database keeps them in memory, and these tables stay empty there.

-- One row per limit and key (`signUp|ip:203.0.113.7`, prefixed by the route): the hits in the
-- current fixed window, which ends at window_ends_at. A hit after that starts a new window.
create table rate_limit_hits (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
-- Expired rows are deleted in batches by this index (at most about once a minute a server).
create index rate_limit_hits_window_ends_idx on rate_limit_hits (window_ends_at);

-- Token buckets (chat sends, chat/token-bucket.ts): `tokens` left at updated_at, refilling
-- continuously; full_at is when the bucket is full again, after which the row is deleted.
create table rate_limit_buckets (
  key text primary key,
  tokens double precision not null,
  updated_at timestamptz not null,
  full_at timestamptz not null
);
create index rate_limit_buckets_full_idx on rate_limit_buckets (full_at);
