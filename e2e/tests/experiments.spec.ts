import { expect, test } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';

// Donate page experiments (docs/experiments.md): a candidate owner of
// their own (the demo candidates' donate pages stay the other specs') starts an experiment
// from the account page; a visitor sees one variant's headline and presets, and the same one
// after a reload; the owner's report counts that visitor once.

const runId = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an owner starts an experiment and a visitor keeps their variant on reload', async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const candidate = await newCandidate(ownerContext.request, { tag: 'experiment' });
  activateCandidate(candidate.id);
  const owner = await ownerContext.newPage();
  const ownerErrors = collectConsoleErrors(owner);
  const run = runId();
  const headlines = [`Chip in today ${run}`, `Every dollar counts ${run}`];

  await owner.goto('/candidate/account');
  await owner.getByRole('tab', { name: 'Experiments' }).click();
  await expect(owner.getByText('No experiments yet')).toBeVisible();
  const form = owner.getByRole('form', { name: 'New experiment' });
  await form.getByRole('textbox', { name: /Experiment name/ }).fill(`Headline test ${run}`);
  const headlineBoxes = form.getByRole('textbox', { name: /Headline/ });
  await headlineBoxes.nth(0).fill(headlines[0]);
  await headlineBoxes.nth(1).fill(headlines[1]);
  await form
    .getByRole('textbox', { name: /Preset amounts/ })
    .nth(1)
    .fill('5, 20, 100');
  await form
    .getByRole('textbox', { name: /Default amount/ })
    .nth(1)
    .fill('20');
  await form
    .getByRole('combobox', { name: /Layout/ })
    .nth(1)
    .selectOption('steps');
  await form.getByRole('button', { name: 'Start experiment' }).click();
  const report = owner.getByRole('table', { name: new RegExp(`Headline test ${run}`) });
  await expect(report).toBeVisible();
  await expect(report.getByText('Not enough data yet').first()).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectConsoleErrors(visitor);
  await visitor.goto(`/donate/${candidate.id}`);
  await expect(visitor.getByRole('form', { name: 'Donation' })).toBeVisible();
  const shown = visitor.getByText(new RegExp(`^(Chip in today|Every dollar counts) ${run}$`));
  await expect(shown).toBeVisible();
  const headline = await shown.textContent();
  const steps = headline === headlines[1];
  // The variant's presets, its default pressed; the steps variant asks for the amount first.
  const pressed = visitor.getByRole('button', { name: steps ? '$20' : '$50', pressed: true });
  await expect(pressed).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Step 1 of 2: Amount' })).toHaveCount(
    steps ? 1 : 0,
  );

  for (let reload = 0; reload < 2; reload += 1) {
    await visitor.reload();
    await expect(visitor.getByRole('form', { name: 'Donation' })).toBeVisible();
    await expect(visitor.getByText(headline!, { exact: true })).toBeVisible();
  }

  // One visitor, however many reloads.
  await owner.reload();
  await owner.getByRole('tab', { name: 'Experiments' }).click();
  const rows = owner
    .getByRole('table', { name: new RegExp(`Headline test ${run}`) })
    .getByRole('row');
  await expect(rows).toHaveCount(3);
  const visitors = await Promise.all(
    [1, 2].map(async (index) =>
      Number(await rows.nth(index).getByRole('cell').nth(0).textContent()),
    ),
  );
  expect(visitors.reduce((sum, count) => sum + count, 0)).toBe(1);

  await owner.getByRole('button', { name: 'Stop experiment' }).click();
  await expect(owner.getByRole('form', { name: 'New experiment' })).toBeVisible();
  expect(ownerErrors).toEqual([]);
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();
  await ownerContext.close();
});
