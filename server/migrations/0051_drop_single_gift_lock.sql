-- The gift's locks are taken for a batch of gifts now (sql/functions/paid_lock_gifts.sql);
-- the one-gift function is gone from the files, so it goes from the database too.
drop function if exists paid_lock_gift(text[]);
