-- Refcodes (docs/refcodes.md): the codes a page link carried (?refcode=, ?refcode2=), kept in
-- the visitor's signed cookie and stored on the gift they lead to, so a campaign can measure
-- its emails and ads. Only codes of 1-64 letters, digits, '_', '-' or '.' are ever kept.
alter table donations
  add column refcode text check (refcode ~ '^[A-Za-z0-9_.-]{1,64}$'),
  add column refcode2 text check (refcode2 ~ '^[A-Za-z0-9_.-]{1,64}$');

-- A page opened with a refcode: one row per candidate page, refcode, UTC day and visitor
-- (a keyed hash of their signed visitor cookie or account, never an address in the clear),
-- so a reload is not a second visit. The refcode report counts these rows.
create table refcode_visits (
  candidate_id bigint not null references candidates (id) on delete cascade,
  refcode text not null check (refcode ~ '^[A-Za-z0-9_.-]{1,64}$'),
  day date not null,
  visitor_hash text not null,
  primary key (candidate_id, day, refcode, visitor_hash)
);
