import type {
  AddCycleBody,
  AddElectionBody,
  EditCycleBody,
  EditElectionBody,
  Election,
  ElectionCycle,
  ElectionList,
} from 'shared-api/contracts';
import type { Db, DbTx } from '../db/db';
import { conflict, invalid, notFound } from '../domain-error';
import { electionCode } from './election-code';

// Support adds and edits cycles and elections (admin API, `npm run admin -- elections ...`;
// docs/donation-rules.md "Elections"). A change is data: gifts and monthly plans read the
// rows at their next step, no code changes. An election's day must lie inside its cycle.

export const unknownCycleMessage = (id: string) => `No election cycle "${id}"`;
export const unknownElectionMessage = (id: number) => `No election with id ${id}`;
export const CYCLE_EXISTS_MESSAGE = 'This election cycle already exists: edit it instead.';
export const ELECTION_EXISTS_MESSAGE =
  'This cycle already has an election of this kind, scope and day.';
export const ELECTION_OUTSIDE_CYCLE_MESSAGE =
  "The election's day must be within its cycle (from its first to its last day).";

const CYCLE_COLUMNS = `id, to_char(starts_on, 'YYYY-MM-DD') as "startsOn",
  to_char(ends_on, 'YYYY-MM-DD') as "endsOn", limit_per_election_cents as "limitCents",
  limit_provisional as "limitProvisional"`;
const ELECTION_COLUMNS = `id, cycle_id as cycle, kind, scope,
  to_char(election_date, 'YYYY-MM-DD') as date, date_provisional as "dateProvisional"`;

interface CycleRow extends Omit<ElectionCycle, 'limit'> {
  limitCents: number | string;
}
type ElectionRow = Omit<Election, 'code'>;

const toCycle = ({ limitCents, ...row }: CycleRow): ElectionCycle => ({
  ...row,
  limit: Number(limitCents) / 100,
});
const toElection = (row: ElectionRow): Election => ({
  ...row,
  id: Number(row.id),
  code: electionCode(row.kind, row.date),
});

const cents = (dollars: number) => Math.round(dollars * 100);

/** Every cycle (oldest first) and election (by day). */
export async function listElections(db: Db): Promise<ElectionList> {
  const cycles = await db.query<CycleRow>(
    `select ${CYCLE_COLUMNS} from election_cycles order by starts_on`,
  );
  const elections = await db.query<ElectionRow>(
    `select ${ELECTION_COLUMNS} from elections order by election_date, scope, kind, id`,
  );
  return { cycles: cycles.rows.map(toCycle), elections: elections.rows.map(toElection) };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export async function addCycle(db: Db, body: AddCycleBody): Promise<ElectionCycle> {
  try {
    const { rows } = await db.query<CycleRow>(
      `insert into election_cycles (id, starts_on, ends_on, limit_per_election_cents,
                                    limit_provisional)
       values ($1, $2::date, $3::date, $4, $5) returning ${CYCLE_COLUMNS}`,
      [body.id, body.startsOn, body.endsOn, cents(body.limit), body.limitProvisional ?? false],
    );
    return toCycle(rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CYCLE_EXISTS_MESSAGE);
    throw error;
  }
}

/** Checks that no election of the cycle would fall outside its new days. */
async function checkCycleHoldsItsElections(db: DbTx, cycleId: string): Promise<void> {
  const { rows } = await db.query(
    `select 1 from elections e join election_cycles y on y.id = e.cycle_id
      where y.id = $1 and e.election_date not between y.starts_on and y.ends_on limit 1`,
    [cycleId],
  );
  if (rows.length > 0) throw invalid(ELECTION_OUTSIDE_CYCLE_MESSAGE);
}

export async function editCycle(db: Db, id: string, edit: EditCycleBody): Promise<ElectionCycle> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<CycleRow>(
      `update election_cycles
          set starts_on = coalesce($2::date, starts_on), ends_on = coalesce($3::date, ends_on),
              limit_per_election_cents = coalesce($4, limit_per_election_cents),
              limit_provisional = coalesce($5, limit_provisional)
        where id = $1 returning ${CYCLE_COLUMNS}`,
      [
        id,
        edit.startsOn ?? null,
        edit.endsOn ?? null,
        edit.limit === undefined ? null : cents(edit.limit),
        edit.limitProvisional ?? null,
      ],
    );
    if (!rows[0]) throw notFound(unknownCycleMessage(id));
    if (rows[0].startsOn > rows[0].endsOn) {
      throw invalid('The last day must be on or after the first day', {
        endsOn: 'The last day must be on or after the first day',
      });
    }
    await checkCycleHoldsItsElections(tx, id);
    return toCycle(rows[0]);
  });
}

async function checkInCycle(db: Db, cycleId: string, date: string): Promise<void> {
  const { rows } = await db.query<{ inside: boolean }>(
    'select $2::date between starts_on and ends_on as inside from election_cycles where id = $1',
    [cycleId, date],
  );
  if (!rows[0]) throw notFound(unknownCycleMessage(cycleId));
  if (!rows[0].inside)
    throw invalid(ELECTION_OUTSIDE_CYCLE_MESSAGE, { date: ELECTION_OUTSIDE_CYCLE_MESSAGE });
}

export async function addElection(db: Db, body: AddElectionBody): Promise<Election> {
  await checkInCycle(db, body.cycle, body.date);
  try {
    const { rows } = await db.query<ElectionRow>(
      `insert into elections (cycle_id, kind, scope, election_date, date_provisional)
       values ($1, $2, $3, $4::date, $5) returning ${ELECTION_COLUMNS}`,
      [body.cycle, body.kind, body.scope.toUpperCase(), body.date, body.dateProvisional ?? false],
    );
    return toElection(rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ELECTION_EXISTS_MESSAGE);
    throw error;
  }
}

export async function editElection(db: Db, id: number, edit: EditElectionBody): Promise<Election> {
  const { rows: found } = await db.query<ElectionRow>(
    `select ${ELECTION_COLUMNS} from elections where id = $1`,
    [id],
  );
  if (!found[0]) throw notFound(unknownElectionMessage(id));
  if (edit.date !== undefined) await checkInCycle(db, found[0].cycle, edit.date);
  try {
    const { rows } = await db.query<ElectionRow>(
      `update elections
          set kind = coalesce($2, kind), scope = coalesce($3, scope),
              election_date = coalesce($4::date, election_date),
              date_provisional = coalesce($5, date_provisional)
        where id = $1 returning ${ELECTION_COLUMNS}`,
      [
        id,
        edit.kind ?? null,
        edit.scope?.toUpperCase() ?? null,
        edit.date ?? null,
        edit.dateProvisional ?? null,
      ],
    );
    return toElection(rows[0]);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ELECTION_EXISTS_MESSAGE);
    throw error;
  }
}

/** One line per cycle and election, for `npm run admin -- elections list`. */
export function describeElections(list: ElectionList): string {
  const lines: string[] = [];
  for (const cycle of list.cycles) {
    const limit = `$${cycle.limit.toLocaleString('en-US')}${cycle.limitProvisional ? ' (provisional)' : ''}`;
    lines.push(
      `cycle ${cycle.id}: ${cycle.startsOn} to ${cycle.endsOn}, limit ${limit} per election`,
    );
    for (const e of list.elections.filter((election) => election.cycle === cycle.id)) {
      lines.push(
        `  #${e.id} ${e.code} ${e.kind} ${e.scope} ${e.date}${e.dateProvisional ? ' (provisional)' : ''}`,
      );
    }
  }
  return lines.length > 0 ? lines.join('\n') : 'No election cycles.';
}

export const describeCycle = (cycle: ElectionCycle) =>
  `cycle ${cycle.id}: ${cycle.startsOn} to ${cycle.endsOn}, limit $${cycle.limit.toLocaleString('en-US')} per election${cycle.limitProvisional ? ' (provisional)' : ''}`;

export const describeElection = (e: Election) =>
  `election #${e.id} ${e.code}: ${e.kind} ${e.scope} on ${e.date}${e.dateProvisional ? ' (provisional)' : ''}, cycle ${e.cycle}`;
