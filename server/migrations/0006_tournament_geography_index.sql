-- Reading a bracket (GET /api/tournament/:level/:code/brackets) looks up the current
-- tournament of one geography: its open one, else its latest completed one. Only the open
-- one was indexed (tournaments_one_open_per_geography is partial), so the lookup scanned
-- every tournament ever held; this index finds the geography's few rows. Earlier migrations
-- are never edited; the same SQL runs on PGlite and PostgreSQL.
create index tournaments_geography_idx on tournaments (geographic_code);
