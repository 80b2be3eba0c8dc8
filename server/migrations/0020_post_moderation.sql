-- Shorts moderation and alt text (docs/roles.md).
--
-- Alt text: a post with an image carries a description of it (required for new posts by the
-- posts contract). Posts made before this have none: they get '' and the feed keeps showing
-- them as before ('Image shared by <author>' as the alt), so no picture loses its name.
alter table posts add column alt_text text not null default '';

-- Hidden by support: the post leaves the feed, its page and its replies for everyone but its
-- author (who sees it marked hidden) and support. Null: shown. hidden_by is the admin who hid
-- it (null when the admin command did, or the account is gone).
alter table posts add column hidden_at timestamptz;
alter table posts add column hidden_by bigint references users (id) on delete set null;
-- "Has this viewer hidden posts?" is asked on each logged-in feed read; hidden posts are few.
create index posts_hidden_user_idx on posts (user_id) where hidden_at is not null;

-- Members' reports of a post: one per member and post (the primary key: a second is a 409).
-- Only support reads them; the reporter is never shown to the author.
create table post_reports (
  post_id bigint not null references posts (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'false-information', 'other')),
  details text not null default '',
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_reports_user_id_idx on post_reports (user_id);
-- The queue: reported posts, the latest report first.
create index post_reports_created_idx on post_reports (created_at desc, post_id);
