import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { cycleIdSchema, ELECTION_KINDS, NATIONWIDE_SCOPE, US_STATES } from 'shared-api/contracts';
import { SERVER_DIR } from '../server-dir';

// The election calendar a database starts with: cycles, their per-election limit and their
// elections, as data (server/elections/elections.json, its sources in SOURCES.md beside it),
// never as code (docs/donation-rules.md "Elections"). Read and checked when the calendar is
// written into empty tables (seed-elections.ts); support edits the rows from then on.

export const ELECTION_CALENDAR_FILE = path.join(SERVER_DIR, 'elections/elections.json');

const day = z.iso.date();
const scopes = new Set<string>([NATIONWIDE_SCOPE, ...US_STATES.map((state) => state.code)]);

const calendarElectionSchema = z.strictObject({
  kind: z.enum(ELECTION_KINDS),
  scope: z.string().refine((scope) => scopes.has(scope), 'US or one of the 50 state codes'),
  date: day,
  /** The day is not yet set by law (estimated from the state's usual week). */
  dateProvisional: z.boolean(),
});
export type CalendarElection = z.infer<typeof calendarElectionSchema>;

const calendarCycleSchema = z
  .strictObject({
    id: cycleIdSchema,
    startsOn: day,
    endsOn: day,
    limitPerElectionCents: z.int().positive(),
    /** The FEC has not yet published the cycle's indexed limit. */
    limitProvisional: z.boolean(),
    elections: z.array(calendarElectionSchema).min(1),
  })
  .refine((cycle) => cycle.startsOn <= cycle.endsOn, 'A cycle ends on or after its first day')
  .refine(
    (cycle) =>
      cycle.elections.every(
        (election) => election.date >= cycle.startsOn && election.date <= cycle.endsOn,
      ),
    'Every election falls within its cycle',
  );
export type CalendarCycle = z.infer<typeof calendarCycleSchema>;

export const electionCalendarSchema = z.strictObject({ cycles: z.array(calendarCycleSchema) });
export type ElectionCalendar = z.infer<typeof electionCalendarSchema>;

/** The calendar file, checked; a file that breaks the schema stops with the file's name. */
export function loadElectionCalendar(file: string = ELECTION_CALENDAR_FILE): ElectionCalendar {
  const parsed = electionCalendarSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
