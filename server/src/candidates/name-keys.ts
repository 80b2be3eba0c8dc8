import type { Db } from '../db/db';
import { candidateNameKey } from './eligibility';

// candidates.name_key (migration 0027) holds each name's folded key (names/fold-name.ts), which
// only JavaScript computes: every name write stores it beside the name (candidate-writes.ts, the
// demo seed), and this refresh fills and corrects the rest. It runs after the migrations, each
// time the server starts (startup.ts) or the admin command opens the database itself, rather
// than once inside a migration: a migration is SQL and cannot fold, and it runs once, while the
// key depends on the code and its `confusables` version, which a release may change. So rows
// older than the column get their key on the first start after 0027, and a new version of the
// folding re-keys every row on the start after it ships.

/** How many rows one update statement re-keys. */
const BATCH = 500;

/** Sets every candidate's name_key to its name's key; answers how many rows changed. */
export async function refreshCandidateNameKeys(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number; name: string; nameKey: string | null }>(
    'select id, name, name_key as "nameKey" from candidates order by id',
  );
  const stale = rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      key: candidateNameKey(row.name),
      was: row.nameKey,
    }))
    .filter((row) => row.key !== row.was);
  for (let start = 0; start < stale.length; start += BATCH) {
    const batch = stale.slice(start, start + BATCH);
    // Placeholders per row: PGlite and pg agree on scalar parameters, not on arrays.
    const values = batch.map(
      (_, index) => `($${index * 3 + 1}::bigint, $${index * 3 + 2}, $${index * 3 + 3})`,
    );
    // `c.name = v.name`: a row renamed meanwhile by a running server (which stored the new
    // name's key with it) is left alone; only the name this read saw is re-keyed.
    await db.query(
      `update candidates c set name_key = v.key
         from (values ${values.join(', ')}) as v (id, name, key)
        where c.id = v.id and c.name = v.name and c.name_key is distinct from v.key`,
      batch.flatMap((row) => [row.id, row.name, row.key]),
    );
  }
  return stale.length;
}
