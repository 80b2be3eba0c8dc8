-- Best efforts (11 CFR 104.7; docs/donation-rules.md "Best efforts follow-up"): a gift the
-- committee report itemizes that lacks employer or occupation gets one follow-up mail within
-- 30 days of the gift, with a single-use link to complete them. One row per gift: the primary
-- key makes the request once however many servers run the job. Only the link token's sha256
-- is kept, as for account_tokens: reading the table opens nothing. answered_at makes the link
-- single-use. Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.
create table best_efforts_requests (
  donation_id bigint primary key references donations (id) on delete cascade,
  token_hash text not null unique,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  answered_at timestamptz
);

-- The job's question (donations/best-efforts-requests.ts, same predicate): succeeded gifts
-- lacking employer or occupation, by date (it reads the last 30 days).
create index donations_lacking_donor_details_idx on donations (created_at)
  where status = 'succeeded'
    and (coalesce(btrim(employer), '') = '' or coalesce(btrim(occupation), '') = '');
