-- Trust in campaign links and chat names (decisions section 10).

-- The candidate a campaign URL promotes. A candidate's own links promote their profile; a
-- member without one makes supporter links for a candidate they pick. Landing pages and
-- donation attribution follow this column, not the owner's profile. Existing links promote
-- their owner's profile, as they did.
alter table campaign_urls
  add column candidate_id bigint references candidates (id) on delete set null;
update campaign_urls cu
   set candidate_id = (select c.id from candidates c
                        where c.user_id = cu.user_id and c.is_active
                        order by c.id limit 1);
-- Default slugs are unique per member: the suggestion for a taken slug reads a user's slugs.
create index campaign_urls_slug_idx on campaign_urls (url_slug);

-- One visit per visitor per link per day. A visitor is a keyed hash (HMAC with the secret
-- below) of the session's user, else of the signed anonymous visitor cookie, else of the
-- address, so the table never holds an address or an id in the clear.
create table campaign_url_visits (
  campaign_url_id bigint not null references campaign_urls (id) on delete cascade,
  day date not null,
  visitor_hash text not null,
  primary key (campaign_url_id, day, visitor_hash)
);
create index campaign_url_visits_day_idx on campaign_url_visits (day);

-- Server secrets made on first use and shared by every server on the database (the cookie
-- signing key of campaign attribution and visitors). Never answered by any route.
create table server_secrets (
  name text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

-- A chat message sent by an activated candidate's account under that candidate's name.
alter table chat_messages add column verified boolean not null default false;
