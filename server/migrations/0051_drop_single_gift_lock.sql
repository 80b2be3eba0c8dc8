-- The gift's locks are taken for a batch of gifts now, with their states read after them
-- (sql/functions/paid_lock_gifts.sql); the one-gift function is gone from the files, so it
-- goes from the database too (and the batch form that took no asks, before its states joined it).
drop function if exists paid_lock_gift(text[]);
drop function if exists paid_lock_gifts(jsonb);
