-- A gift settles in one call with its receipt (sql/functions/paid_settle_donation.sql now
-- takes the receipt's mail too): the two-argument function goes, so the file's definition
-- is the only one (docs/money-sql.md, "Changing one": a changed signature is dropped here).
drop function paid_settle_donation(bigint, text);
