-- The network address a session was last used from, as the
-- server saw it (Fastify's request.ip, which believes X-Forwarded-For only from TRUST_PROXY).
-- Written with last_seen_at, shown to the member on their own sessions list and to no one else.
-- Null for sessions started before this column existed, until they are next used.
-- Earlier migrations are never edited; the same SQL runs on PGlite and PostgreSQL.
alter table sessions add column last_address text;
