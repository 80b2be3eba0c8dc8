import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { parseCommand } from '../src/admin';
import { runElectionCommand, type ElectionCommand } from '../src/support/election-commands';
import { AdminCommandError } from '../src/support/admin-client';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// Support's election commands (`npm run admin -- elections ...`, docs/donation-rules.md
// "Elections"): parsed with the admin API's body schemas, run on the database when no server
// runs (through the API otherwise: the same calls as routes/election-admin-routes.ts, whose
// guard the role table checks).

describe('election admin commands (pglite)', () => {
  let database: TestDatabase;
  let db: Db;
  before(async () => {
    database = await createTestDatabase('pglite');
    db = database.db;
  });
  after(() => database.dispose());

  const run = (...args: string[]) => runElectionCommand(db, parseCommand(args) as ElectionCommand);

  it('parses each command with the API schemas, refusing a bad one clearly', () => {
    assert.deepEqual(
      parseCommand([
        'elections',
        'add-election',
        '2027-2028',
        'runoff',
        'ga',
        '2028-06-16',
        'provisional',
      ]),
      {
        kind: 'elections-add-election',
        body: {
          cycle: '2027-2028',
          kind: 'runoff',
          scope: 'GA',
          date: '2028-06-16',
          dateProvisional: true,
        },
      },
    );
    assert.deepEqual(
      parseCommand(['elections', 'edit-cycle', '2027-2028', 'limit=3600', 'provisional=false']),
      {
        kind: 'elections-edit-cycle',
        id: '2027-2028',
        body: { limit: 3600, limitProvisional: false },
      },
    );
    assert.throws(
      () =>
        parseCommand(['elections', 'add-cycle', '2029-2031', '2028-11-08', '2030-11-05', '3500']),
      {
        message: 'A cycle is two consecutive years, e.g. 2027-2028',
      },
    );
    assert.throws(() => parseCommand(['elections', 'edit-election', '4']), AdminCommandError);
    assert.throws(() => parseCommand(['elections', 'vote']), AdminCommandError);
  });

  it('lists, adds and edits cycles and elections in the database', async () => {
    const listing = await run('elections', 'list');
    assert.match(
      listing,
      /^cycle 2025-2026: 2024-11-06 to 2026-11-03, limit \$3,500 per election$/m,
    );
    assert.match(
      listing,
      /^cycle 2027-2028: 2026-11-04 to 2028-11-07, limit \$3,500 \(provisional\) per election$/m,
    );
    assert.match(listing, /G2028 general US 2028-11-07$/m);
    assert.match(listing, /P2026 primary TX 2026-03-03$/m);

    assert.equal(
      await run('elections', 'edit-cycle', '2027-2028', 'limit=3600', 'provisional=false'),
      'Now cycle 2027-2028: 2026-11-04 to 2028-11-07, limit $3,600 per election',
    );
    const added = await run('elections', 'add-election', '2027-2028', 'runoff', 'GA', '2028-06-16');
    assert.match(added, /^Added election #\d+ R2028: runoff GA on 2028-06-16, cycle 2027-2028$/);
    const id = added.match(/#(\d+)/)![1];
    assert.match(
      await run('elections', 'edit-election', id, 'date=2028-06-23', 'provisional=true'),
      /R2028: runoff GA on 2028-06-23 \(provisional\), cycle 2027-2028$/,
    );
    await assert.rejects(
      run('elections', 'add-election', '2027-2028', 'runoff', 'GA', '2028-06-23'),
      {
        message: 'This cycle already has an election of this kind, scope and day.',
      },
    );
    await assert.rejects(
      run('elections', 'add-election', '2027-2028', 'special', 'GA', '2029-01-05'),
      {
        message: "The election's day must be within its cycle (from its first to its last day).",
      },
    );
    await assert.rejects(run('elections', 'edit-election', '999999', 'kind=special'), {
      message: 'No election with id 999999',
    });
    assert.match(
      await run(
        'elections',
        'add-cycle',
        '2029-2030',
        '2028-11-08',
        '2030-11-05',
        '3600',
        'provisional',
      ),
      /^Added cycle 2029-2030: 2028-11-08 to 2030-11-05, limit \$3,600 per election \(provisional\)$/,
    );
  });
});
