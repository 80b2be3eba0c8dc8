import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import {
  ADMIN_SECRET_HEADER,
  donationReceiptSchema,
  type DonationReceipt,
} from 'shared-api/contracts';
import { openDatabase } from '../src/db/open-db';
import { readAdminSecret } from '../src/support/admin-secret';
import { assertMoneyConsistent, donationForm, ITEMISED } from './helpers/donation-requests';
import {
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { verifyByMailFile } from './helpers/mail-capture';
import { makePgliteDataDir } from './helpers/test-databases';

// Gifts survive a crash: a real server process (the compiled server) on its own PGlite
// folder takes a
// stream of donations and is killed with SIGKILL in the middle of it. Restarted on the same
// folder, it must still hold every donation it acknowledged, answer each again with the same
// receipt (and no second charge), and every running total must equal the sum of the stored
// succeeded donations (a donation in flight at the kill may or may not be there, whole).

const SENDERS = 8;
/** Kill once this many donations were acknowledged (not after a time: machines differ). */
const KILL_AFTER = 120;

async function startServer(dataDir: string): Promise<ServerProcess> {
  const server = await spawnServer({
    PAID_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PAID_TOURNAMENT_TICK_MS: '0',
    // The verification mail of the candidates' accounts is written within a tick.
    PAID_MAIL_TICK_MS: '100',
    PAID_RATE_LIMITS: JSON.stringify({ donations: { max: 1_000_000, windowMs: 60_000 } }),
  });
  await waitForHealth(server);
  return server;
}

function post(url: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * A new, verified account's session cookie: applying as a candidate needs one (one per
 * account, its email verified through the mailed link).
 */
async function signedUpCookie(origin: string, dataDir: string, email: string): Promise<string> {
  const response = await post(`${origin}/api/auth/signup`, {
    firstName: 'Kill',
    lastName: 'Test',
    email,
    password: 'correct horse battery',
  });
  assert.equal(response.status, 201, await response.text());
  const setCookie = response.headers.get('set-cookie') ?? '';
  await verifyByMailFile(origin, dataDir, email);
  return setCookie.split(';')[0];
}

const running: ServerProcess[] = [];
const folders: string[] = [];
after(() => {
  killRunning(running);
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('a server killed while taking donations', () => {
  it('keeps every acknowledged donation and exact totals after a restart', async () => {
    const dataDir = await makePgliteDataDir();
    folders.push(dataDir);
    const first = await startServer(dataDir);
    running.push(first);

    const candidateIds: number[] = [];
    for (const [name, geographicCode] of [
      ['Kill Kim', 'OR'],
      ['Crash Cruz', 'WA'],
    ]) {
      const cookie = await signedUpCookie(
        first.url,
        dataDir,
        `${geographicCode.toLowerCase()}@example.com`,
      );
      const response = await post(
        `${first.url}/api/candidates`,
        { name, position: 'governor', geographicCode, bio: 'Resilient.', isActive: true },
        cookie,
      );
      const text = await response.text();
      assert.equal(response.status, 201, text);
      const { id } = JSON.parse(text) as { id: number };
      // Verified by support, as the admin command does: only then does it take gifts.
      const activated = await fetch(`${first.url}/api/admin/candidates/${id}/activate`, {
        method: 'POST',
        headers: { [ADMIN_SECRET_HEADER]: readAdminSecret(dataDir)! },
      });
      assert.equal(activated.status, 200, await activated.text());
      candidateIds.push(id);
    }

    const acknowledged = new Map<string, { body: object; receipt: DonationReceipt }>();
    let refused = 0;
    let next = 0;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        next += 1;
        const body = donationForm(candidateIds[next % candidateIds.length], {
          ...ITEMISED,
          amount: (next % 97) + 1.25,
          donorEmail: `survivor${next}@example.com`,
        });
        try {
          const response = await post(`${first.url}/api/donations`, body);
          const text = await response.text();
          if (response.status === 201) {
            acknowledged.set(body.idempotencyKey, {
              body,
              receipt: donationReceiptSchema.parse(JSON.parse(text)),
            });
          } else {
            refused += 1;
          }
        } catch {
          // The kill cut this request off: not acknowledged.
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    assert.equal(await first.exited, null, 'killed by the signal, not exited');
    assert.equal(refused, 0, 'no donation was refused before the kill');
    assert.ok(acknowledged.size >= KILL_AFTER);

    // Restarted on the same folder (taking over the dead server's lock).
    const second = await startServer(dataDir);
    running.push(second);
    for (const { body, receipt } of acknowledged.values()) {
      const again = await post(`${second.url}/api/donations`, body);
      assert.equal(again.status, 200, `${receipt.reference} is still there`);
      assert.deepEqual(await again.json(), receipt);
    }
    second.child.kill('SIGTERM');
    assert.equal(await second.exited, 0);

    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const { rows } = await db.query<{ key: string; id: number; amountCents: number }>(
        `select idempotency_key as key, id, amount_cents as "amountCents" from donations
          where status = 'succeeded'`,
      );
      const stored = new Map(rows.map((row) => [row.key, row]));
      for (const [key, { receipt }] of acknowledged) {
        assert.equal(stored.get(key)?.id, receipt.id);
        assert.equal(stored.get(key)?.amountCents, Math.round(receipt.amount * 100));
      }
      // At most the requests in flight at the kill were stored without an answer.
      assert.ok(rows.length - acknowledged.size <= SENDERS, `${rows.length} stored`);
      await assertMoneyConsistent(db);
    } finally {
      await db.close();
    }
  });
});
