-- One eligibility rule (server/src/candidates/eligibility.ts, docs/roles.md
-- "Names"): a candidate's name is compared with the other verified candidates' names, and a
-- chat username with them, by a folded key (server/src/names/fold-name.ts `nameKey`: Unicode
-- confusables, invisible characters, spaces and punctuation). The folding is the kept
-- `confusables` library's, in JavaScript: PostgreSQL has no confusables table, so this SQL
-- cannot compute the key. The column is written beside every name write (candidate-writes.ts,
-- the demo seed), and candidates/name-keys.ts refreshes every row's key from JavaScript each
-- time the server or the admin command has run the migrations: existing rows get their key on
-- the first start after this migration, and a later version of the library (a new lookalike)
-- re-keys them on the start after the upgrade, which a migration run once could not.
-- Null until then: a null key matches nothing (no name is reserved before it has a key).
-- Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.
alter table candidates add column name_key text;

-- "Is this name a verified candidate's?" (chat names, registration, renames, activation): one
-- probe of the verified candidates' keys. The predicate is eligibility.ts's verified rule.
create index candidates_verified_name_key_idx on candidates (name_key)
  where is_active and is_activated;
