-- A mail job's claim on an outbox row carries a token, so a server whose
-- claim ran out while it was still sending cannot mark sent, or send, a row another server has
-- since claimed. Each run of the mail job draws its own token; it extends its claim (token
-- still its own) right before each send and marks the row sent only while the token matches.
-- Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.
alter table mail_outbox add column claim_token text;
