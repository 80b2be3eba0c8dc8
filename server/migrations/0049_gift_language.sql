-- The language of the request that made a gift, or started a monthly plan (docs/languages.md
-- "Mail"): the receipt, the refund notice and the notices about the plan are in that language,
-- unless the donor's account chose one (users.language, 0048). Null for what came before, and
-- for the charges the server makes itself (a monthly plan's charge: its plan's language).
alter table donations add column language text check (language in ('en', 'es'));
alter table recurring_plans add column language text check (language in ('en', 'es'));
