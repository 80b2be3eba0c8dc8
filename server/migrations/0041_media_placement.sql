-- Live video behind the balancer (docs/video.md "Several servers"): each server runs its own
-- Janus, so a media room lives on one server. These tables say which: a server with an
-- internal address (PAID_INTERNAL_URL) registers here and renews `seen_at` every few seconds;
-- a room belongs to the server that claimed it while that server's `seen_at` is recent, and the
-- next publish after it lapses claims it again on a live server. A media session id starts
-- with its server's id, so any server can send a call on to the one holding it.
create table media_hosts (
  id text primary key,
  url text not null,
  seen_at timestamptz not null default now()
);

create table media_rooms (
  room text primary key,
  host_id text not null references media_hosts (id) on delete cascade,
  claimed_at timestamptz not null default now()
);

-- The key servers sign their calls to each other with (media/media-hop.ts): made once, here,
-- so every server of the database shares it and nobody without the database has it.
create table media_hop_key (
  only_row boolean primary key default true check (only_row),
  secret text not null
);
insert into media_hop_key (secret)
values (encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'));
