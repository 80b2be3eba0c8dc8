-- Failed log-ins from others never lock the owner out. A throttled account's
-- owner asks for a one-time sign-in link mailed to its address; it is an account token like
-- the reset and verification links (only its sha256 kept, single use, short expiry), with a
-- purpose of its own. Earlier migrations are never edited; the same SQL runs on PGlite and
-- PostgreSQL.
alter table account_tokens drop constraint account_tokens_purpose_check;
alter table account_tokens add constraint account_tokens_purpose_check
  check (purpose in ('password-reset', 'email-verification', 'sign-in-link'));
