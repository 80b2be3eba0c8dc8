-- The gift's locks are taken for a batch of gifts now, with their states read after them
-- (sql/functions/paid_lock_gifts.sql); the one-gift function is gone from the files, so it
-- goes from the database too. (The other two drops are earlier shapes of the batch functions,
-- which `create or replace` cannot change.)
drop function if exists paid_lock_gift(text[]);
drop function if exists paid_lock_gifts(jsonb);
drop function if exists paid_settle_donations(jsonb, boolean);
