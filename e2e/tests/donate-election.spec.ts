import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { newAccount, signUpThroughApi } from '../lib/accounts';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';

// A gift is designated to one election (docs/donation-rules.md, "Elections"): the donate form
// offers the candidate's elections still ahead, the next one chosen until the donor picks
// another, each with the donor's room in it; the limit counts per election. The elections,
// their days and the limit are the server's data (the demo seeds the cycles): this spec reads
// them from the allowance the page reads too, and names no year or amount of its own.

interface ElectionRoom {
  id: number;
  kind: 'primary' | 'general' | 'runoff' | 'special';
  date: string;
  code: string;
  limit: number;
  given: number;
  remaining: number;
  dateProvisional: boolean;
  limitProvisional: boolean;
}

/** A candidate of the test's own (its totals are no other spec's), activated by support. */
async function ownCandidate(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
) {
  const context = await playwright.request.newContext({ baseURL });
  const candidate = await newCandidate(context, { tag: 'election' });
  activateCandidate(candidate.id);
  await context.dispose();
  return candidate;
}

/** The logged-in donor's room in each of the candidate's elections ahead, from the server. */
async function elections(page: Page, candidateId: number): Promise<ElectionRoom[]> {
  const response = await page.request.get(`/api/donations/allowance?candidateId=${candidateId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { elections: ElectionRoom[] }).elections;
}

const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });
const kindName = (kind: string) => kind[0].toUpperCase() + kind.slice(1);
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** 'General election, November 7, 2028', as the choice and the receipt name it. */
function electionName(election: ElectionRoom, withProvisional = true): string {
  const name = `${kindName(election.kind)} election, ${day(election.date)}`;
  return withProvisional && election.dateProvisional ? `${name} (date provisional)` : name;
}

/** The donor's room in an election as its choice describes it (a provisional limit says so). */
function roomText(election: ElectionRoom, remaining: number, candidateName: string): string {
  const room = `You can give ${dollars(remaining)} more to ${candidateName} for this election (limit ${dollars(election.limit)}).`;
  return election.limitProvisional
    ? `${room} The limit is provisional until the FEC publishes it.`
    : room;
}

test('a donor picks the general election, gives to it and sees its room go down', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const candidate = await ownCandidate(playwright, baseURL);
  const member = newAccount('election');
  await signUpThroughApi(page, member);

  const before = await elections(page, candidate.id);
  const general = before.find((election) => election.kind === 'general');
  // The primary and the general of the cycle ahead are separate elections, the next one first.
  expect(before.length).toBeGreaterThanOrEqual(2);
  expect(general).toBeDefined();
  const next = before[0];
  expect(next.id).not.toBe(general!.id);

  await page.goto(`/donate/${candidate.id}`);
  await expect(
    page.getByText(`Next election: ${kindName(next.kind)}, ${day(next.date)}`, { exact: false }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Donation' });
  const generalChoice = form.getByRole('radio', { name: electionName(general!) });
  // The next election is chosen until the donor picks another: explicit, never hidden.
  await expect(form.getByRole('radio', { name: electionName(next) })).toBeChecked();
  await expect(generalChoice).not.toBeChecked();
  await expect(generalChoice).toHaveAccessibleDescription(
    roomText(general!, general!.remaining, candidate.name),
  );
  // The note states the limit the server answers, per election.
  await expect(
    page.getByText(
      `Each person may give a candidate up to ${dollars(general!.limit)} per election; the primary and the general election count separately.`,
    ),
  ).toBeVisible();

  await generalChoice.check();
  await fillDonationForm(page, {
    donor: `${member.firstName} ${member.lastName}`,
    email: member.email,
    card: TEST_CARD_SUCCEEDS,
  });
  await page.getByRole('button', { name: 'Donate $25' }).click();
  const receipt = page.getByRole('region', { name: 'Thank you!' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(electionName(general!, false));

  // The server counted the gift toward the general election only.
  const after = await elections(page, candidate.id);
  expect(after.find((election) => election.id === general!.id)?.given).toBe(general!.given + 25);
  expect(after.find((election) => election.id === next.id)?.given).toBe(next.given);

  // A new form shows the general's room less the gift, the next election's untouched.
  await receipt.getByRole('button', { name: 'Donate again' }).click();
  await expect(
    form.getByRole('radio', { name: electionName(general!) }),
  ).toHaveAccessibleDescription(roomText(general!, general!.remaining - 25, candidate.name));
  await expect(form.getByRole('radio', { name: electionName(next) })).toHaveAccessibleDescription(
    roomText(next, next.remaining, candidate.name),
  );
});
