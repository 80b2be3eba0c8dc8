import type { Db } from '../db/db';
import { candidateElections } from '../elections/candidate-elections';
import { buildCommitteeReport } from './committee-report';
import {
  fortyEightHourNoticesFromReport,
  scheduleAFromReport,
  type FilingCandidate,
} from './fec-report';

// The `.fec` files of a range, read from the database: the same committee report the CSVs are
// built from (committee-report.ts), written by the pure writers of fec-report.ts.

type Range = { from: string; to: string };

async function filingCandidate(
  db: Db,
  candidate: { id: number; name: string },
): Promise<FilingCandidate> {
  const { rows } = await db.query<{ position: string; stateCode: string }>(
    'select position, state_code as "stateCode" from candidates where id = $1',
    [candidate.id],
  );
  return { ...candidate, ...rows[0] };
}

/** Schedule A (itemized receipts) of the range. */
export async function scheduleAFile(
  db: Db,
  candidate: { id: number; name: string },
  range: Range,
): Promise<string> {
  const report = await buildCommitteeReport(db, candidate.id, range);
  return scheduleAFromReport(await filingCandidate(db, candidate), range, report);
}

/** The 48-hour notices (Form 6) of the range's gifts. */
export async function fortyEightHourNoticesFile(
  db: Db,
  candidate: { id: number; name: string },
  range: Range,
): Promise<string> {
  const report = await buildCommitteeReport(db, candidate.id, range);
  // A gift of the range can be in the period of an election up to 19 days after it.
  const elections = await candidateElections(db, candidate.id, range.from);
  return fortyEightHourNoticesFromReport(await filingCandidate(db, candidate), report, elections);
}
