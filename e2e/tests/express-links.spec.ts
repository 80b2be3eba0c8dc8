import { expect, test } from '@playwright/test';
import { logInAs, newAccount, signUpThroughApi } from '../lib/accounts';
import { newActiveCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';
import { mailFilesNow, waitForMail } from '../lib/mail';

// Express links and the monthly upsell (docs/donation-rules.md "Express links", "Make it
// monthly"): the candidate owner makes a $35 link and is mailed it; a member who saved a card
// with an earlier gift opens the link from that mail in another browser, sees one
// confirmation (amount, candidate, card's last four, the attestations) and gives with one
// press; the thank-you then offers once to make it monthly, which one press does.

test('an express link from a mail gives with one press after a confirmation, then goes monthly', async ({
  browser,
  page,
}) => {
  // Two browsers, an admin command, three gifts and a mail on a busy 2-core machine.
  test.setTimeout(150_000);
  const candidate = await newActiveCandidate(browser);

  await logInAs(page, candidate.account.email, candidate.account.password, '/candidate/account');
  await page.getByRole('tab', { name: 'Express Links' }).click();
  const form = page.getByRole('form', { name: 'New express link' });
  const mailsBefore = mailFilesNow();
  await form.getByLabel('Amount (dollars)').fill('35');
  await form.getByLabel('Refcode (optional)').fill('xmail');
  await form.getByRole('button', { name: 'Create express link' }).click();
  await expect(page.getByRole('table', { name: 'Express links' })).toContainText('$35.00');
  const mail = await waitForMail(candidate.account.email, /^Your express link/, mailsBefore);
  const path = /https?:\/\/[^/\s]+(\/donate\/\d+\?express=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(path, mail.text).toBeTruthy();

  const donorContext = await browser.newContext();
  try {
    const donorPage = await donorContext.newPage();
    const errors = collectConsoleErrors(donorPage);
    const member = newAccount('express');
    await signUpThroughApi(donorPage, member);
    // An earlier gift saves the card (and its identity and attestations, which the link reuses).
    await donorPage.goto(`/donate/${candidate.id}`);
    await fillDonationForm(donorPage, {
      donor: `${member.firstName} ${member.lastName}`,
      email: member.email,
      card: TEST_CARD_SUCCEEDS,
    });
    await donorPage.getByRole('checkbox', { name: 'Save this card for one-tap giving' }).check();
    await donorPage.getByRole('button', { name: 'Donate $25' }).click();
    await expect(donorPage.getByRole('region', { name: 'Thank you!' })).toBeVisible();
    // Offered once for that gift too; "No thanks" keeps it one-time.
    const firstOffer = donorPage.getByRole('region', { name: 'Make it monthly?' });
    await firstOffer.getByRole('button', { name: 'No thanks' }).click();
    await expect(firstOffer).toBeHidden();

    await donorPage.goto(path!);
    const confirmation = donorPage.getByRole('region', { name: 'Confirm your gift' });
    await expect(
      confirmation.getByText(
        new RegExp(`^Give \\$35 to ${candidate.name} with your \\w+ ending 4242\\?$`),
      ),
    ).toBeVisible();
    await expect(confirmation.getByText(/^For the .+ election, /)).toBeVisible();
    await expect(confirmation.getByRole('listitem')).toHaveCount(5);
    await expect(donorPage.getByRole('form', { name: 'Donation' })).toHaveCount(0);
    await confirmation.getByRole('button', { name: 'Confirm gift' }).click();
    const thanks = donorPage.getByRole('region', { name: 'Thank you!' });
    await expect(thanks).toContainText(
      `Your donation of $35.00 to ${candidate.name} was received.`,
    );

    const offer = donorPage.getByRole('region', { name: 'Make it monthly?' });
    await expect(offer).toContainText(/Give \$35\.00 to .+ every month with your \w+ ending 4242/);
    await expect(offer).toContainText(/Next charge: \w+ \d+, \d{4}\./);
    await expect(offer).toContainText(/that is \d+ gifts, today's included: \$[\d,]+\.\d\d in all/);
    await offer.getByRole('button', { name: 'Give $35.00 monthly' }).click();
    await expect(donorPage.getByRole('region', { name: 'Monthly gift' })).toContainText(
      '$35.00 every month',
    );
    await expect(offer).toBeHidden();
    expect(errors).toEqual([]);
  } finally {
    await donorContext.close();
  }
});
