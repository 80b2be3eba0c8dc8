import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInAs } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { ATTESTATIONS } from '../lib/donation-api';
import { TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// The committee report's FEC filing (docs/donation-rules.md "Committee report", "FEC
// filing"): the demo candidate Casey downloads today's Schedule A as a `.fec` file from the
// account page; a donor's gift that passes $200 in the cycle is an SA11AI record with the
// election it went to and the donor's aggregate for it. The 48-hour notices download too.

const FS = '\u001c';

async function give(
  request: APIRequestContext,
  candidateId: number,
  donorName: string,
  amount: number,
) {
  const response = await request.post('/api/donations', {
    data: {
      candidateId,
      donorName,
      donorEmail: `${donorName.replace(/\W/g, '').toLowerCase()}@e2e.paid.test`,
      amount,
      addressLine1: '1 Filing Way',
      city: 'Sacramento',
      state: 'CA',
      postalCode: '95814',
      occupation: 'Treasurer',
      employer: 'Self, Inc.',
      attestations: ATTESTATIONS,
      card: { number: TEST_CARD_SUCCEEDS, expiry: '12/34', cvc: '123' },
      idempotencyKey: `e2e-fec-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A downloaded `.fec` file's records, as fields. */
async function fecRecords(path: string): Promise<string[][]> {
  const text = await readFile(path, 'latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(FS));
}

test('the candidate downloads the FEC filing of today', async ({ page, playwright, baseURL }) => {
  const errors = collectConsoleErrors(page);
  await logInAs(page, 'casey@paid.test');
  const check = await page.request.get('/api/candidate/check');
  const { candidateId } = (await check.json()) as { candidateId: number };
  const detail = await page.request.get(`/api/candidate/${candidateId}`);
  const { nextElection } = (await detail.json()) as { nextElection: { code: string } };

  // Given as a visitor, to the next election (no designation asked): 150 then 100, so the
  // second gift passes $200 in the cycle and is itemized.
  const visitor = await playwright.request.newContext({ baseURL });
  const last = `Fec${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  await give(visitor, candidateId, `Ann ${last}`, 150);
  await give(visitor, candidateId, `Ann ${last}`, 100);
  await visitor.dispose();

  await page.goto('/candidate/account');
  await page.getByRole('tab', { name: 'Committee Report' }).click();
  const form = page.getByRole('form', { name: 'Report range' });
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('From (UTC)').fill(today);
  await form.getByLabel('To (UTC)').fill(today);
  await form.getByRole('button', { name: 'Show Report' }).click();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download FEC Schedule A (.fec)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `committee-report-${candidateId}-${today}-to-${today}-schedule-a.fec`,
  );
  const [hdr, f3, ...schedule] = await fecRecords(await download.path());
  expect(hdr.slice(0, 3)).toEqual(['HDR', 'FEC', '8.4']);
  expect([f3[0], f3.length, f3[15], f3[16]]).toEqual([
    'F3N',
    93,
    today.replaceAll('-', ''),
    today.replaceAll('-', ''),
  ]);
  // Fields 8-9 (last, first name), 18 (election code), 20-22 (date, amount, aggregate).
  const ann = schedule.filter((record) => record[7] === last);
  expect(
    ann.map((record) => [
      record[0],
      record.length,
      record[8],
      ...record.slice(17, 18),
      ...record.slice(19, 22),
    ]),
  ).toEqual([
    ['SA11AI', 45, 'Ann', nextElection.code, today.replaceAll('-', ''), '100.00', '250.00'],
  ]);

  const [notices] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download 48-Hour Notices (.fec)' }).click(),
  ]);
  expect(notices.suggestedFilename()).toBe(
    `committee-report-${candidateId}-${today}-to-${today}-48-hour-notices.fec`,
  );
  const [noticeHdr, f6] = await fecRecords(await notices.path());
  expect([noticeHdr[0], f6[0]]).toEqual(['HDR', 'F6N']);
  expect(errors).toEqual([]);
});
