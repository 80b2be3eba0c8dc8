import { verifiedCandidateSql } from '../candidates/eligibility';
import type { DbTx } from '../db/db';

// Rebuilds every running total from the donations and candidates they summarise, for the
// seed and for repairs: paid_recompute_totals (sql/functions, docs/money-sql.md) writes them.
// Which candidates count as candidates is the eligibility module's answer
// (candidates/eligibility.ts, candidate-totals.ts), passed to it as ids.

export async function recomputeTotals(tx: DbTx): Promise<void> {
  await tx.query(
    `select paid_recompute_totals(array(select id from candidates where ${verifiedCandidateSql()}))`,
  );
}
