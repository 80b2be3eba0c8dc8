import {
  addCycleBodySchema,
  addElectionBodySchema,
  editCycleBodySchema,
  editElectionBodySchema,
  electionCycleSchema,
  electionListSchema,
  electionSchema,
} from 'shared-api/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { DomainError } from '../domain-error';
import {
  addCycle,
  addElection,
  describeCycle,
  describeElection,
  describeElections,
  editCycle,
  editElection,
  listElections,
} from '../elections/election-admin';
import { AdminCommandError, type AdminApiCall } from './admin-client';

// Support's election commands (docs/donation-rules.md "Elections"), beside the admin API
// (routes/election-admin-routes.ts), checked by the same body schemas:
//   npm run admin -- elections list
//   npm run admin -- elections add-cycle <id> <startsOn> <endsOn> <limitDollars> [provisional]
//   npm run admin -- elections edit-cycle <id> key=value...      (startsOn endsOn limit provisional)
//   npm run admin -- elections add-election <cycle> <kind> <scope> <date> [provisional]
//   npm run admin -- elections edit-election <id> key=value...   (kind scope date provisional)

export const ELECTION_USAGE = `  elections list             every election cycle and election
  elections add-cycle <id> <startsOn> <endsOn> <limitDollars> [provisional]
                             add a cycle (2029-2030) and its per-election limit
  elections edit-cycle <id> key=value...
                             change startsOn, endsOn, limit or provisional (true/false)
  elections add-election <cycle> <kind> <scope> <date> [provisional]
                             add a primary, general, runoff or special (scope US or a state)
  elections edit-election <id> key=value...
                             change kind, scope, date or provisional (true/false)`;

export type ElectionCommand =
  | { kind: 'elections-list' }
  | { kind: 'elections-add-cycle'; body: z.output<typeof addCycleBodySchema> }
  | { kind: 'elections-edit-cycle'; id: string; body: z.output<typeof editCycleBodySchema> }
  | { kind: 'elections-add-election'; body: z.output<typeof addElectionBodySchema> }
  | { kind: 'elections-edit-election'; id: number; body: z.output<typeof editElectionBodySchema> };

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new AdminCommandError(result.error.issues[0].message);
  return result.data;
}

const flag = (value: string | undefined): boolean | undefined => {
  if (value === undefined) return undefined;
  if (value === 'provisional' || value === 'true') return true;
  if (value === 'false') return false;
  throw new AdminCommandError(`Expected "provisional", "true" or "false" (got "${value}")`);
};

/** key=value pairs; `provisional` names the row's provisional mark, numbers stay numbers. */
function edits(pairs: readonly string[], provisionalKey: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const pair of pairs) {
    const [key, ...rest] = pair.split('=');
    const value = rest.join('=');
    if (!key || rest.length === 0)
      throw new AdminCommandError(`Expected key=value (got "${pair}")`);
    if (key === 'provisional') body[provisionalKey] = flag(value);
    else if (key === 'limit') body.limit = Number(value);
    else body[key] = value;
  }
  return body;
}

/** The command for `args`, undefined when it is not an elections command. */
export function parseElectionCommand(
  args: readonly string[],
  idArgument: (value: string, what: string) => number,
  usage: string,
): ElectionCommand | undefined {
  if (args[0] !== 'elections') return undefined;
  const [, name, ...rest] = args;
  switch (name) {
    case 'list':
      if (rest.length > 0) break;
      return { kind: 'elections-list' };
    case 'add-cycle': {
      const [id, startsOn, endsOn, limit, provisional, ...extra] = rest;
      if (limit === undefined || extra.length > 0) break;
      const body = {
        id,
        startsOn,
        endsOn,
        limit: Number(limit),
        limitProvisional: flag(provisional),
      };
      return { kind: 'elections-add-cycle', body: parsed(addCycleBodySchema, body) };
    }
    case 'edit-cycle': {
      const [id, ...pairs] = rest;
      if (id === undefined) break;
      const body = parsed(editCycleBodySchema, edits(pairs, 'limitProvisional'));
      return { kind: 'elections-edit-cycle', id, body };
    }
    case 'add-election': {
      const [cycle, kind, scope, date, provisional, ...extra] = rest;
      if (date === undefined || extra.length > 0) break;
      const body = { cycle, kind, scope, date, dateProvisional: flag(provisional) };
      return { kind: 'elections-add-election', body: parsed(addElectionBodySchema, body) };
    }
    case 'edit-election': {
      const [id, ...pairs] = rest;
      if (id === undefined) break;
      const body = parsed(editElectionBodySchema, edits(pairs, 'dateProvisional'));
      return { kind: 'elections-edit-election', id: idArgument(id, 'Election id'), body };
    }
  }
  throw new AdminCommandError(usage);
}

/** The admin API call of an elections command, and how its answer reads. */
export function electionApiCall(
  command: ElectionCommand,
): AdminApiCall & { describe: (json: unknown) => string } {
  switch (command.kind) {
    case 'elections-list':
      return {
        method: 'GET',
        path: '/api/admin/elections',
        describe: (json) => describeElections(electionListSchema.parse(json)),
      };
    case 'elections-add-cycle':
      return {
        method: 'POST',
        path: '/api/admin/election-cycles',
        body: command.body,
        describe: (json) => `Added ${describeCycle(electionCycleSchema.parse(json))}`,
      };
    case 'elections-edit-cycle':
      return {
        method: 'PATCH',
        path: `/api/admin/election-cycles/${encodeURIComponent(command.id)}`,
        body: command.body,
        describe: (json) => `Now ${describeCycle(electionCycleSchema.parse(json))}`,
      };
    case 'elections-add-election':
      return {
        method: 'POST',
        path: '/api/admin/elections',
        body: command.body,
        describe: (json) => `Added ${describeElection(electionSchema.parse(json))}`,
      };
    case 'elections-edit-election':
      return {
        method: 'PATCH',
        path: `/api/admin/elections/${command.id}`,
        body: command.body,
        describe: (json) => `Now ${describeElection(electionSchema.parse(json))}`,
      };
  }
}

/** The command on the database itself (no server running on the data folder). */
export async function runElectionCommand(db: Db, command: ElectionCommand): Promise<string> {
  try {
    switch (command.kind) {
      case 'elections-list':
        return describeElections(await listElections(db));
      case 'elections-add-cycle':
        return `Added ${describeCycle(await addCycle(db, command.body))}`;
      case 'elections-edit-cycle':
        return `Now ${describeCycle(await editCycle(db, command.id, command.body))}`;
      case 'elections-add-election':
        return `Added ${describeElection(await addElection(db, command.body))}`;
      case 'elections-edit-election':
        return `Now ${describeElection(await editElection(db, command.id, command.body))}`;
    }
  } catch (error) {
    if (error instanceof DomainError) throw new AdminCommandError(error.message);
    throw error;
  }
}
