-- Moderation that can be undone (docs/roles.md "Chat moderator", "Support").
-- Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.

-- Chat: the network address a message came from (Fastify's request.ip, normalized as the rate
-- limits group it), so a ban of its sender also refuses guests sending from that address.
-- Never shown in the API. Null for messages sent before this column existed.
alter table chat_messages add column sender_address text;

-- Restrictions support can read and lift:
--  - username: the name acted on as the message showed it (support's list shows it);
--    rows from before keep their key as the name;
--  - name_folded: name_key holds the shared name fold (names/fold-name.ts nameKey, computed in
--    JavaScript: PostgreSQL has no confusables table). Rows from before hold the older key
--    (lower case, no spaces) and are still matched by that rule (chat/chat-restrictions.ts);
--  - client_address: the sender's address, for bans: guests from it are refused too;
--  - lifted_at, lifted_by: support lifted it (kept, not deleted: who lifted what stays known).
alter table chat_restrictions add column username text;
update chat_restrictions set username = name_key;
alter table chat_restrictions alter column username set not null;
alter table chat_restrictions add column name_folded boolean not null default false;
alter table chat_restrictions add column client_address text;
alter table chat_restrictions add column lifted_at timestamptz;
alter table chat_restrictions add column lifted_by bigint references users (id) on delete set null;
create index chat_restrictions_address_idx on chat_restrictions (channel_id, client_address)
  where client_address is not null and lifted_at is null;
-- Support's list: a channel's (or every channel's) restrictions in force, the latest first.
create index chat_restrictions_active_idx on chat_restrictions (created_at desc)
  where lifted_at is null;

-- Shorts comments, moderated like posts (0020): hidden by support, they leave the replies for
-- everyone (support still reads them in the queue); members report them with a reason, one
-- report per member and comment.
alter table post_comments add column hidden_at timestamptz;
alter table post_comments add column hidden_by bigint references users (id) on delete set null;
create table comment_reports (
  comment_id bigint not null references post_comments (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'false-information', 'other')),
  details text not null default '',
  created_at timestamptz not null default now(),
  primary key (comment_id, user_id)
);
create index comment_reports_user_id_idx on comment_reports (user_id);
create index comment_reports_created_idx on comment_reports (created_at desc, comment_id);
