-- A member's language (docs/languages.md): null until they choose one with the switch; pages
-- and mail then follow it on every browser they sign in on.
alter table users add column language text check (language in ('en', 'es'));
