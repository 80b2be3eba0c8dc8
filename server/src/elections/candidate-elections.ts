import type { CandidateElection as PublicElection } from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, invalid } from '../domain-error';
import { electionCode } from './election-code';

// A candidate's elections (docs/donation-rules.md "Elections"): the President's are the
// nationwide ones, every other office's those of the candidate's state; the one SQL answer is
// paid_candidate_elections (sql/functions), which the gift's read (paid_gift_state) uses too.
// What a gift is designated to: the election the donor chose, else the next one on or after
// the gift's day; one already held is refused (net-debt retirement is out of scope).

export interface CandidateElection {
  id: number;
  kind: string;
  /** YYYY-MM-DD */
  date: string;
  code: string;
  cycle: string;
  limitCents: number;
  /** The date or the cycle's limit is not yet set by law. */
  provisional: boolean;
  /** The day is not yet set by law. */
  dateProvisional: boolean;
  /** The cycle's limit is not yet published. */
  limitProvisional: boolean;
}

export const PAST_ELECTION_MESSAGE =
  'This election has already been held: a gift can only be designated to an election still ahead.';
export const NO_ELECTION_AHEAD_MESSAGE =
  "This candidate has no election ahead yet: gifts open again once support adds the candidate's next election.";
export const NOT_CANDIDATES_ELECTION_MESSAGE =
  "This election is not one of this candidate's: choose one of the elections the form lists.";

interface ElectionRow {
  id: number | string;
  kind: string;
  date: string;
  cycle: string;
  limitCents: number | string;
  dateProvisional: boolean;
  limitProvisional: boolean;
}

function toElection(row: ElectionRow): CandidateElection {
  return {
    id: Number(row.id),
    kind: row.kind,
    date: row.date,
    code: electionCode(row.kind, row.date),
    cycle: row.cycle,
    limitCents: Number(row.limitCents),
    provisional: row.dateProvisional || row.limitProvisional,
    dateProvisional: row.dateProvisional,
    limitProvisional: row.limitProvisional,
  };
}

/** The candidate's elections on `from` (YYYY-MM-DD, UTC) or later, soonest first. */
export async function candidateElections(
  db: Db | DbTx,
  candidateId: number,
  from: string,
): Promise<CandidateElection[]> {
  const { rows } = await db.query<ElectionRow>(
    `select id, kind, to_char(election_date, 'YYYY-MM-DD') as date, cycle_id as cycle,
            limit_cents as "limitCents", date_provisional as "dateProvisional",
            limit_provisional as "limitProvisional"
       from paid_candidate_elections($1, $2::date)`,
    [candidateId, from],
  );
  return rows.map(toElection);
}

/** An election as the public answers carry it (candidate detail, allowance): dollars. */
export function publicElection(election: CandidateElection): PublicElection {
  const { id, kind, date, code, cycle, limitCents } = election;
  const { provisional, dateProvisional, limitProvisional } = election;
  return {
    id,
    kind: kind as PublicElection['kind'],
    date,
    code,
    cycle,
    limit: limitCents / 100,
    provisional,
    dateProvisional,
    limitProvisional,
  };
}

/** What a designation read (paid_gift_state's election columns) says of the election. */
export interface Designation {
  electionId: number | string | null;
  electionDate: string | null;
}

/**
 * Refuses a designation: none ahead (409), an id that is not one of the candidate's
 * elections (400), an election whose day is before `today` (409).
 */
export function checkDesignation(
  designation: Designation,
  asked: number | undefined | null,
  today: string,
): void {
  if (designation.electionId === null || designation.electionDate === null) {
    if (asked == null) throw conflict(NO_ELECTION_AHEAD_MESSAGE);
    throw invalid(NOT_CANDIDATES_ELECTION_MESSAGE, { electionId: NOT_CANDIDATES_ELECTION_MESSAGE });
  }
  if (designation.electionDate < today) {
    throw conflict(PAST_ELECTION_MESSAGE, { electionId: PAST_ELECTION_MESSAGE });
  }
}

/**
 * The election a gift made on `today` is designated to (the asked one, or the next), checked
 * as checkDesignation does; used before a charge where the designation decides more than the
 * limit (a monthly plan's end).
 */
export async function designatedElection(
  db: Db | DbTx,
  candidateId: number,
  asked: number | undefined | null,
  today: string,
): Promise<CandidateElection> {
  const elections = await candidateElections(db, candidateId, asked == null ? today : '-infinity');
  const election = asked == null ? elections[0] : elections.find((e) => e.id === asked);
  checkDesignation(
    { electionId: election?.id ?? null, electionDate: election?.date ?? null },
    asked,
    today,
  );
  return election!;
}
