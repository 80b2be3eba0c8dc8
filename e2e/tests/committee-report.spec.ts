import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { SCHEDULE_A_COLUMNS } from 'shared-api/contracts';
import { logInAs } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { ATTESTATIONS } from '../lib/donation-api';
import { TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// The committee report (docs/donation-rules.md "Committee report"): the demo
// candidate Casey opens the account page, picks today's range (UTC), sees the summary and
// downloads the CSV, whose header is FEC Schedule A's and whose rows are the gifts given here.

interface Gift {
  donorName: string;
  donorEmail: string;
  amount: number;
}

/** A gift to the candidate with the full itemisation fields (so more than $200 is allowed). */
async function give(request: APIRequestContext, candidateId: number, gift: Gift) {
  const response = await request.post('/api/donations', {
    data: {
      candidateId,
      ...gift,
      addressLine1: '1 Report Way',
      city: 'Sacramento',
      state: 'CA',
      postalCode: '95814',
      occupation: 'Treasurer',
      employer: 'Self, Inc.',
      message: 'Not a memo',
      attestations: ATTESTATIONS,
      card: { number: TEST_CARD_SUCCEEDS, expiry: '12/34', cvc: '123' },
      idempotencyKey: `e2e-report-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  return records;
}

test('the candidate downloads the committee report of today', async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await logInAs(page, 'casey@paid.test');
  const check = await page.request.get('/api/candidate/check');
  const { candidateId } = (await check.json()) as { candidateId: number };

  // The donors give as visitors: gifts from Casey's own session would all be her account's,
  // one contributor (as the limit counts them).
  const visitor = await playwright.request.newContext({ baseURL });
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const ann = { donorName: `Ann Report ${tag}`, donorEmail: `ann-${tag}@e2e.paid.test` };
  const quoted = `Lee, "Jo" ${tag}`;
  const formula = `=HYPERLINK("x") ${tag}`;
  await give(visitor, candidateId, { ...ann, amount: 150 });
  await give(visitor, candidateId, { ...ann, amount: 100 });
  await give(visitor, candidateId, {
    donorName: quoted,
    donorEmail: `jo-${tag}@e2e.paid.test`,
    amount: 30,
  });
  await give(visitor, candidateId, {
    donorName: formula,
    donorEmail: `f-${tag}@e2e.paid.test`,
    amount: 20,
  });

  await visitor.dispose();

  await page.goto('/candidate/account');
  await page.getByRole('tab', { name: 'Committee Report' }).click();
  const form = page.getByRole('form', { name: 'Report range' });
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('From (UTC)').fill(today);
  await form.getByLabel('To (UTC)').fill(today);
  await form.getByRole('button', { name: 'Show Report' }).click();

  const summary = page.getByRole('table', { name: 'Summary by election' });
  await expect(summary).toBeVisible();
  // Today's gifts are designated to the candidate's next election (docs/donation-rules.md).
  const detail = await (await page.request.get(`/api/candidate/${candidateId}`)).json();
  await expect(
    summary.getByRole('columnheader', { name: `${detail.nextElection.code} election` }),
  ).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Total receipts \$/ })).toBeVisible();
  await expect(summary.getByRole('row', { name: /^Distinct contributors \d/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `committee-report-${candidateId}-${today}-to-${today}-contributions.csv`,
  );
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual([...SCHEDULE_A_COLUMNS]);
  const mine = rows.filter((row) => row[0].includes(tag));
  const expectRow = (name: string, amount: string, aggregate: string) => [
    name,
    '1 Report Way',
    '',
    'Sacramento',
    'CA',
    '95814',
    'Self, Inc.',
    'Treasurer',
    today,
    amount,
    aggregate,
    detail.nextElection.code,
    '',
  ];
  expect(mine).toEqual([
    expectRow(ann.donorName, '150.00', '150.00'),
    // Ann's second gift passes $200 with her first: the aggregate counts both.
    expectRow(ann.donorName, '100.00', '250.00'),
    expectRow(quoted, '30.00', '30.00'),
    // A spreadsheet shows it as text, never runs it.
    expectRow(`'${formula}`, '20.00', '20.00'),
  ]);
  expect(errors).toEqual([]);
});
