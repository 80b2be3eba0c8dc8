import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { parseCommand, runAdminCommand } from '../src/admin';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-db';
import { createMailer } from '../src/mail/mailer';
import { recordSucceededDonation } from '../src/donations/record-donation';
import { adminSecretPath } from '../src/support/admin-secret';
import { readServerFile, serverFilePath, writeServerFile } from '../src/support/server-file';
import { compiledAdminArgs, compiledServerArgs, killRunning } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  insertAccount,
  insertStateCandidate,
  isActivated,
  isAdmin,
} from './helpers/support-fixtures';

// `npm run admin -- ...` as support runs it: a real process, once with no server (it opens
// the database itself) and once while a real server holds the data folder (it goes through
// the server's admin API with the admin secret).

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Place {
  dataDir: string;
  databaseUrl: string;
}

function envFor(place: Place, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PAID_DATA_DIR: place.dataDir,
    DATABASE_URL: place.databaseUrl,
    LOG_LEVEL: 'silent',
    ...extra,
  };
}

/** node's arguments for the compiled admin command and server (set before the tests run). */
let adminArgs: string[] = [];
let serverArgs: string[] = [];

function runAdmin(place: Place, ...args: string[]) {
  const result = spawnSync(process.execPath, [...adminArgs, ...args], {
    cwd: SERVER_DIR,
    env: envFor(place),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(place: Place): Server {
  const child = spawn(process.execPath, serverArgs, {
    cwd: SERVER_DIR,
    env: envFor(place, { PORT: '0', HOST: '127.0.0.1', PAID_EMPTY: '1', LOG_LEVEL: 'info' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: killRunning ends its Janus too
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForServerFile(server: Server, dataDir: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const info = readServerFile(dataDir);
    if (info && info.pid === server.child.pid && server.output().includes('PAID server ready')) {
      return info;
    }
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server not ready:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('admin command arguments', () => {
  it('parses the three commands', () => {
    assert.deepEqual(parseCommand(['activate', '12']), { kind: 'activate', candidateId: 12 });
    assert.deepEqual(parseCommand(['deactivate', '3']), { kind: 'deactivate', candidateId: 3 });
    assert.deepEqual(parseCommand(['cancel-tournament', '4']), {
      kind: 'cancel-tournament',
      tournamentId: 4,
    });
    assert.throws(() => parseCommand(['cancel-tournament', 'x']), /Tournament id must be/);
    assert.deepEqual(parseCommand(['refund', '7']), { kind: 'refund', donationId: 7 });
    assert.deepEqual(parseCommand(['refund', '7', 'Donor', 'asked ']), {
      kind: 'refund',
      donationId: 7,
      reason: 'Donor asked',
    });
    assert.throws(() => parseCommand(['refund']), /Usage:/);
    assert.throws(() => parseCommand(['refund', 'x']), /Donation id must be a positive whole/);
    assert.throws(() => parseCommand(['refund', '7', 'x'.repeat(501)]), /reason is too long/);
    assert.deepEqual(parseCommand(['chat-bans']), { kind: 'chat-bans' });
    assert.deepEqual(parseCommand(['chat-bans', 'state-CA']), {
      kind: 'chat-bans',
      channelId: 'state-CA',
    });
    assert.throws(() => parseCommand(['chat-bans', 'x y']), /Not a chat channel id: "x y"/);
    assert.deepEqual(parseCommand(['lift-ban', '5']), { kind: 'lift-ban', restrictionId: 5 });
    assert.throws(() => parseCommand(['lift-ban']), /Usage:/);
    assert.throws(() => parseCommand(['lift-ban', 'x']), /Restriction id must be/);
    assert.deepEqual(parseCommand(['make-admin', ' Ann@Example.com ']), {
      kind: 'make-admin',
      email: 'ann@example.com',
    });
  });

  it('refuses anything else with a clear message', () => {
    assert.throws(() => parseCommand([]), /^Error: Usage: npm run admin/);
    assert.throws(() => parseCommand(['demote', 'x']), /Unknown command "demote"\.\nUsage:/);
    assert.throws(
      () => parseCommand(['activate', 'abc']),
      /Candidate id must be a positive whole number \(got "abc"\)/,
    );
    assert.throws(() => parseCommand(['activate', '1.5']), /Candidate id must be/);
    assert.throws(() => parseCommand(['activate', '1', '2']), /Usage:/);
    assert.throws(() => parseCommand(['make-admin', 'nope']), /Not an email address: "nope"/);
  });
});

/** A ban in force on `channelId` of the guest name troll9 and its address, by nobody. */
async function insertBan(db: Db, channelId: string): Promise<number> {
  await db.query(
    'insert into stream_channels (id, state_code) values ($1, $2) on conflict do nothing',
    [channelId, channelId.slice('state-'.length)],
  );
  const { rows } = await db.query<{ id: number }>(
    `insert into chat_restrictions (channel_id, name_key, username, name_folded, client_address)
     values ($1, 'troll9', 'troll9', true, '203.0.113.9') returning id`,
    [channelId],
  );
  return Number(rows[0].id);
}

// Without SMTP_URL the server writes each message as an .eml file, and support lists
// them (time, recipient, subject, file) with `npm run admin -- mail`, no database needed.
describe('admin mail command', () => {
  it('lists the mail written to files, oldest first, and says so when there is none', async () => {
    const dataDir = makeTempDir('paid-admin-mail');
    try {
      const config = loadConfig({ PAID_DATA_DIR: dataDir }, []);
      assert.deepEqual(parseCommand(['mail']), { kind: 'mail' });
      assert.throws(() => parseCommand(['mail', 'x']), /Usage:/);
      assert.match(await runAdminCommand(['mail'], config), /^No mail written yet in .*mail/);
      const mailer = createMailer(config);
      await mailer.send({
        id: 1,
        to: 'ada@example.com',
        subject: 'Your donation receipt PAID-000001',
        text: 'Thanks',
      });
      await mailer.send({
        id: 2,
        to: 'zoë@example.com',
        subject: 'Reçu — PAID-000002',
        text: 'Merci',
      });
      const listing = await runAdminCommand(['mail'], config);
      const lines = listing.split('\n');
      assert.match(lines[0], /^2 messages in /);
      assert.match(lines[1], /to ada@example\.com {2}"Your donation receipt PAID-000001"$/);
      assert.match(lines[2], /-000001\.eml$/);
      assert.match(lines[3], /"Reçu — PAID-000002"$/);
      assert.ok(fs.existsSync(lines[4].trim()));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads a cluster's one mail folder from any server's data folder (its database.json)", async () => {
    const shared = makeTempDir('paid-admin-cluster-mail');
    const serverTwo = makeTempDir('paid-admin-server-2');
    try {
      // Server 1 wrote the mail; the command is run with server 2's folder and no PAID_MAIL_DIR.
      const writer = loadConfig(
        { PAID_DATA_DIR: makeTempDir('paid-admin-server-1'), PAID_MAIL_DIR: shared },
        [],
      );
      assert.equal(writer.mailDir, shared);
      await createMailer(writer).send({
        id: 7,
        to: 'ada@example.com',
        subject: 'Receipt',
        text: 'x',
      });
      fs.writeFileSync(
        path.join(serverTwo, 'database.json'),
        JSON.stringify({ kind: 'pglite', databaseId: 'cluster-db', mailDir: shared }),
      );
      const listing = await runAdminCommand(['mail'], loadConfig({ PAID_DATA_DIR: serverTwo }, []));
      assert.match(
        listing,
        new RegExp(`^1 message in ${shared.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`),
      );
      assert.match(listing, /to ada@example\.com {2}"Receipt"/);
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
      fs.rmSync(serverTwo, { recursive: true, force: true });
    }
  });
});

const servers: Server[] = [];
after(() => killRunning(servers));
before(async () => {
  adminArgs = await compiledAdminArgs();
  serverArgs = await compiledServerArgs();
});

for (const kind of DATABASE_KINDS) {
  describe(`npm run admin (${kind})`, () => {
    let database: TestDatabase;
    let place: Place;
    let candidateId: number;
    let extraDataDir: string | undefined;
    /** Two succeeded gifts, one refunded by each path. */
    let gifts: number[];

    before(async () => {
      database = await createTestDatabase(kind);
      candidateId = await insertStateCandidate(database.db, 'Casey Morales');
      await insertAccount(database.db, 'helper@example.com');
      gifts = [];
      for (const amountCents of [12_50, 40_00]) {
        const { donation } = await database.db.transaction((tx) =>
          recordSucceededDonation(tx, {
            candidateId,
            amountCents,
            donorName: 'Dee Donor',
            donorEmail: 'dee@example.com',
            idempotencyKey: `admin-command-${kind}-${amountCents}`,
          }),
        );
        gifts.push(donation.id);
      }
      if (kind === 'pglite') {
        place = { dataDir: database.dataDir!, databaseUrl: '' };
      } else {
        extraDataDir = makeTempDir('paid-test-admin-data');
        place = { dataDir: extraDataDir, databaseUrl: database.url! };
      }
    });
    after(async () => {
      await database.dispose();
      if (extraDataDir) fs.rmSync(extraDataDir, { recursive: true, force: true });
    });

    /** PGlite is one process's at a time: the test lets go while a command or server runs. */
    async function release() {
      if (kind === 'pglite') await database.db.close();
    }
    async function reopen() {
      if (kind === 'pglite')
        database.db = await openDatabase({ dataDir: place.dataDir, databaseUrl: undefined });
    }

    it('with no server: opens the database itself and prints what changed', async () => {
      const { rows } = await database.db.query<{ id: number }>(
        `insert into tournaments (level, geographic_code, name, status, start_date)
         values ('state', 'OR', 'Oregon Debate Tournament', 'upcoming', now() + interval '7 days')
         returning id`,
      );
      const tournamentId = rows[0].id;
      const banId = await insertBan(database.db, 'state-OR');
      await release();
      try {
        const activated = runAdmin(place, 'activate', String(candidateId));
        assert.equal(activated.code, 0, activated.stderr);
        assert.equal(activated.stdout, `Activated candidate ${candidateId} (Casey Morales).`);

        const unknownEmail = runAdmin(place, 'make-admin', 'ghost@example.com');
        assert.equal(unknownEmail.code, 1);
        assert.equal(unknownEmail.stderr, 'No account with the email ghost@example.com');

        // The same path in this process (a spawn costs seconds): what each outcome prints.
        const config = loadConfig(envFor(place), []);
        assert.equal(
          await runAdminCommand(['activate', String(candidateId)], config),
          `No change: candidate ${candidateId} (Casey Morales) was already activated.`,
        );
        assert.match(
          await runAdminCommand(['make-admin', 'Helper@Example.com'], config),
          /^helper@example\.com \(user \d+\) is now an admin\.$/,
        );
        await assert.rejects(runAdminCommand(['deactivate', '999999'], config), {
          message: 'No candidate with id 999999',
        });
        assert.equal(
          await runAdminCommand(['cancel-tournament', String(tournamentId)], config),
          `Cancelled tournament ${tournamentId} (Oregon Debate Tournament, OR), which was upcoming.`,
        );
        await assert.rejects(runAdminCommand(['cancel-tournament', String(tournamentId)], config), {
          message: `No tournament with id ${tournamentId}`,
        });
        const reference = `PAID-${String(gifts[0]).padStart(6, '0')}`;
        assert.equal(
          await runAdminCommand(['refund', String(gifts[0]), 'Duplicate', 'gift'], config),
          `Refunded ${reference}: $12.50 to Casey Morales (candidate ${candidateId}); every total moved back.`,
        );
        await assert.rejects(runAdminCommand(['refund', String(gifts[0])], config), {
          message: new RegExp(
            `^${reference} was already refunded on .*: nothing was refunded again$`,
          ),
        });
        await assert.rejects(runAdminCommand(['refund', '999999'], config), {
          message: 'No donation with id 999999',
        });
        // Support lists the chat bans in force and lifts one.
        assert.match(
          await runAdminCommand(['chat-bans', 'state-OR'], config),
          new RegExp(`^#${banId}  state-OR  "troll9"  ban \\(address\\), `),
        );
        assert.equal(
          await runAdminCommand(['lift-ban', String(banId)], config),
          `Chat restriction ${banId} lifted: the sender may chat again.`,
        );
        assert.equal(
          await runAdminCommand(['lift-ban', String(banId)], config),
          `Chat restriction ${banId} was not in force (lifted already, or a time-out that ended).`,
        );
        assert.equal(
          await runAdminCommand(['chat-bans'], config),
          'No chat time-outs or bans in force.',
        );
        await assert.rejects(runAdminCommand(['lift-ban', '999999'], config), {
          message: 'No chat restriction with id 999999',
        });
      } finally {
        await reopen();
      }
      assert.equal(await isActivated(database.db, candidateId), true);
      assert.equal(await isAdmin(database.db, 'helper@example.com'), true);
      const { rows: refunded } = await database.db.query(
        `select status, refund_reason as reason, refunded_by as "by" from donations where id = $1`,
        [gifts[0]],
      );
      assert.deepEqual(refunded, [
        { status: 'refunded', reason: 'Duplicate gift', by: 'admin command' },
      ]);
    });

    it('ignores a server.json left by a process that is gone', async () => {
      const gone = spawnSync(
        process.execPath,
        ['-e', 'process.stdout.write(String(process.pid))'],
        {
          encoding: 'utf8',
        },
      );
      writeServerFile(place.dataDir, { pid: Number(gone.stdout), port: 9 });
      await release();
      try {
        // In this process: the choice between server and database is runAdminCommand's.
        assert.equal(
          await runAdminCommand(['deactivate', String(candidateId)], loadConfig(envFor(place), [])),
          `Deactivated candidate ${candidateId} (Casey Morales).`,
        );
      } finally {
        fs.rmSync(serverFilePath(place.dataDir), { force: true });
        await reopen();
      }
      assert.equal(await isActivated(database.db, candidateId), false);
    });

    it('with a running server: goes through its admin API with the secret', async () => {
      const banId = await insertBan(database.db, 'state-WA');
      await release();
      const server = startServer(place);
      servers.push(server);
      try {
        const info = await waitForServerFile(server, place.dataDir);
        assert.ok(info.port > 0);
        const secretFile = adminSecretPath(place.dataDir);
        assert.equal(fs.statSync(secretFile).mode & 0o777, 0o600);
        assert.match(fs.readFileSync(secretFile, 'utf8').trim(), /^[0-9a-f]{64}$/);

        const result = runAdmin(place, 'activate', String(candidateId));
        assert.equal(result.code, 0, `${result.stderr}\n${server.output()}`);
        assert.equal(
          result.stdout,
          `Activated candidate ${candidateId} (Casey Morales). (through the running server, pid ${server.child.pid})`,
        );
        const unknown = runAdmin(place, 'activate', '999999');
        assert.equal(unknown.code, 1);
        assert.equal(unknown.stderr, 'No candidate with id 999999');
        // The other commands in this process (a spawn costs seconds), through the same server.
        const config = loadConfig(envFor(place), []);
        const via = `(through the running server, pid ${server.child.pid})`;
        assert.equal(
          await runAdminCommand(['refund', String(gifts[1])], config),
          `Refunded PAID-${String(gifts[1]).padStart(6, '0')}: $40.00 to Casey Morales (candidate ${candidateId}); every total moved back. ${via}`,
        );
        const bans = await runAdminCommand(['chat-bans', 'state-WA'], config);
        assert.match(bans, new RegExp(`^#${banId}  state-WA  "troll9"  ban`));
        assert.ok(bans.endsWith(`\n${via}`), bans);
        assert.equal(
          await runAdminCommand(['lift-ban', String(banId)], config),
          `Chat restriction ${banId} lifted: the sender may chat again. ${via}`,
        );
        await assert.rejects(runAdminCommand(['refund', String(gifts[1])], config), {
          message: /was already refunded on .*: nothing was refunded again$/,
        });

        // Without the secret the same API refuses.
        const refused = await fetch(
          `http://127.0.0.1:${info.port}/api/admin/candidates/${candidateId}/deactivate`,
          {
            method: 'POST',
          },
        );
        assert.equal(refused.status, 401);
        // The command never logged its secret.
        assert.ok(!server.output().includes(fs.readFileSync(secretFile, 'utf8').trim()));
      } finally {
        server.child.kill('SIGTERM');
        assert.equal(await server.exited, 0);
        await reopen();
      }
      assert.equal(fs.existsSync(serverFilePath(place.dataDir)), false);
      assert.equal(await isActivated(database.db, candidateId), true);
      const { rows } = await database.db.query<{ total: number }>(
        'select total_donations_cents as total from candidates where id = $1',
        [candidateId],
      );
      assert.equal(Number(rows[0].total), 0, 'both gifts counted back');
    });
  });
}
