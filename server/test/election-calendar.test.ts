import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { US_STATES } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import {
  ELECTION_CALENDAR_FILE,
  loadElectionCalendar,
  type CalendarCycle,
} from '../src/elections/election-calendar';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// The calendar a database starts with is data (server/elections/elections.json,
// docs/donation-rules.md "Elections"): it loads through its schema, gives every state its
// primary and general in each cycle, and marks as provisional what no law has set yet.

/** The Tuesday after the first Monday of November of `year`: the federal general election. */
function federalElectionDay(year: number): string {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstOfNovember) % 7);
  return new Date(Date.UTC(year, 10, firstMonday + 1)).toISOString().slice(0, 10);
}

const cycleYear = (cycle: CalendarCycle) => Number(cycle.id.slice(5));

describe('the election calendar file', () => {
  const calendar = loadElectionCalendar();
  const cycle = (id: string) => calendar.cycles.find((found) => found.id === id)!;

  it('loads through its schema, with the two seeded cycles', () => {
    assert.deepEqual(
      calendar.cycles.map((found) => found.id),
      ['2025-2026', '2027-2028'],
    );
    // One day follows the other: no day without a cycle, no day in two.
    const [first, second] = calendar.cycles;
    assert.equal(second.startsOn > first.endsOn, true);
    assert.equal(Date.parse(second.startsOn) - Date.parse(first.endsOn), 86_400_000);
  });

  it('gives every state one primary and one general in every cycle', () => {
    for (const found of calendar.cycles) {
      for (const state of US_STATES) {
        const kinds = found.elections
          .filter((election) => election.scope === state.code)
          .map((election) => election.kind)
          .sort();
        assert.deepEqual(kinds, ['general', 'primary'], `${found.id} ${state.code}`);
      }
    }
  });

  it('holds every general on the day federal law sets, never provisional', () => {
    for (const found of calendar.cycles) {
      const generals = found.elections.filter((election) => election.kind === 'general');
      for (const general of generals) {
        assert.equal(general.date, federalElectionDay(cycleYear(found)), found.id);
        assert.equal(general.dateProvisional, false, `${found.id} ${general.scope}`);
      }
      assert.equal(found.endsOn, federalElectionDay(cycleYear(found)));
    }
  });

  it('marks the later cycle limit and every date no law has set yet as provisional', () => {
    const later = cycle('2027-2028');
    assert.equal(later.limitProvisional, true);
    const primaries = later.elections.filter((election) => election.kind === 'primary');
    // Each state's primary, and the President's (nationwide, in a presidential year).
    assert.equal(primaries.length, US_STATES.length + 1);
    for (const primary of primaries) {
      assert.equal(primary.dateProvisional, true, `2027-2028 primary ${primary.scope}`);
    }
    const earlier = cycle('2025-2026');
    assert.equal(earlier.limitProvisional, false);
    assert.equal(
      earlier.elections.some((election) => election.dateProvisional),
      false,
    );
    // The President's elections only in a year divisible by four.
    for (const found of calendar.cycles) {
      const nationwide = found.elections.filter((election) => election.scope === 'US');
      assert.equal(nationwide.length, cycleYear(found) % 4 === 0 ? 2 : 0, found.id);
    }
  });

  it('refuses a file that breaks the schema, naming the file and the problem', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-calendar-'));
    const file = path.join(dir, 'elections.json');
    const broken = structuredClone(calendar);
    broken.cycles[0].elections[0].date = '2031-01-01';
    broken.cycles[1].elections[0].scope = 'XX';
    fs.writeFileSync(file, JSON.stringify(broken));
    try {
      assert.throws(
        () => loadElectionCalendar(file),
        (error: Error) =>
          error.message.startsWith(file) &&
          /Every election falls within its cycle/.test(error.message) &&
          /US or one of the 50 state codes/.test(error.message),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a new database starts with the calendar file (pglite)', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await createTestDatabase('pglite');
    db = database.db;
  });
  after(() => database.dispose());

  it('holds each row of the file, with its provisional marks', async () => {
    const calendar = loadElectionCalendar(ELECTION_CALENDAR_FILE);
    const { rows: cycles } = await db.query<{
      id: string;
      startsOn: string;
      endsOn: string;
      limitCents: number | string;
      limitProvisional: boolean;
    }>(
      `select id, to_char(starts_on, 'YYYY-MM-DD') as "startsOn",
              to_char(ends_on, 'YYYY-MM-DD') as "endsOn",
              limit_per_election_cents as "limitCents", limit_provisional as "limitProvisional"
         from election_cycles order by id`,
    );
    assert.deepEqual(
      cycles.map((row) => ({ ...row, limitCents: Number(row.limitCents) })),
      calendar.cycles.map(({ id, startsOn, endsOn, limitPerElectionCents, limitProvisional }) => ({
        id,
        startsOn,
        endsOn,
        limitCents: limitPerElectionCents,
        limitProvisional,
      })),
    );
    const { rows: elections } = await db.query<{ row: string }>(
      `select concat_ws(' ', cycle_id, kind, scope, to_char(election_date, 'YYYY-MM-DD'),
                        date_provisional::text) as row
         from elections`,
    );
    const fileRows = calendar.cycles.flatMap((found) =>
      found.elections.map(
        (election) =>
          `${found.id} ${election.kind} ${election.scope} ${election.date} ${election.dateProvisional}`,
      ),
    );
    assert.deepEqual(elections.map((election) => election.row).sort(), fileRows.sort());
  });
});
