-- Monthly plans and the clock (docs/donation-rules.md "Monthly gifts"): a plan runs until the
-- last election of the cycle of the election its donor chose, and a week before that day the
-- donor is mailed once with a one-click renewal into the candidate's next cycle. Once across
-- servers: the job's claiming statement sets renewal_mailed_at only where it is still null,
-- and the mail and the link are written in its transaction. Only the link token's sha256 is
-- kept (as for account_tokens and best_efforts_requests); used_at makes the link single-use,
-- and renewed_plan_id names the plan its confirmation started. Earlier migrations are never
-- edited; the same SQL runs on PGlite and PostgreSQL.
alter table recurring_plans add column renewal_mailed_at timestamptz;

create table plan_renewals (
  plan_id bigint primary key references recurring_plans (id) on delete cascade,
  token_hash text not null unique,
  -- The election the renewed plan is for (the candidate's next cycle's last one); null: the
  -- candidate had no election in the next cycle, the mail said so and offers no link.
  election_id bigint references elections (id),
  expires_at timestamptz not null,
  used_at timestamptz,
  renewed_plan_id bigint references recurring_plans (id) on delete set null
);
