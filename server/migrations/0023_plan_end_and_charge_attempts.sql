-- A monthly gift runs "until the election", as the form states its total
-- (DONATION_RULES.electionDay). When no charge of a plan is left on or before that day the
-- clock marks it 'ended' instead of charging it (donations/recurring-gifts.ts); My donations
-- shows it ended. Earlier migrations are never edited; the same SQL runs on PGlite and
-- PostgreSQL.
alter table recurring_plans drop constraint recurring_plans_status_check;
alter table recurring_plans
  add constraint recurring_plans_status_check
  check (status in ('active', 'paused', 'cancelled', 'ended'));

-- The test-mode provider answers a repeated idempotency key with its first charge, as a real
-- processor does; it now also counts how often each key was asked to charge, so a test sees a
-- second attempt at a period (a double charge with a real processor lacking idempotency)
-- instead of it being silently absorbed (server/test/saved-cards-recurring.test.ts).
alter table test_payment_charges add column attempts integer not null default 1;
