import { expect, test, type Page } from '@playwright/test';
import { RECEIPT_LEGAL_TEXT } from 'shared-api/contracts';
import bracketsEn from '../../mf-brackets/src/locales/en.json';
import bracketsEs from '../../mf-brackets/src/locales/es.json';
import candidateEs from '../../mf-candidate/src/locales/donate/es.json';
import debateEs from '../../mf-debate/src/locales/es.json';
import shellEs from '../../shell/src/locales/es.json';
import shellEn from '../../shell/src/locales/en.json';
import shortsEs from '../../mf-shorts/src/locales/es.json';
import { expectNoSeriousViolations } from '../lib/axe';
import { collectConsoleErrors } from '../lib/console-errors';
import { fillDonationForm, TEST_CARD_SUCCEEDS } from '../lib/donation-form';
import { mailFilesNow, waitForMail } from '../lib/mail';

// PAID in Spanish (docs/languages.md) for a visitor whose browser speaks Spanish: the pages
// come in Spanish from the first visit, the switch in the top bar turns the site to English and
// back, and the choice is remembered. The expected words are read from the apps' catalogues,
// so the test checks that the page shows the catalogue's Spanish, not a copy of it.

test.use({ locale: 'es-US' });

/** A catalogue message with its `{name}` values filled in. */
const fill = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const switchTo = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('button', { name: label });

/** The catalogue files (`src/locales/[<part>/]<language>.json`, one chunk each) the page asked for, by language. */
function catalogueRequests(page: Page): Set<string> {
  const languages = new Set<string>();
  page.on('request', (request) => {
    const match = /locales_(?:[\w-]+_)?([a-z]{2})_json\.[0-9a-f]+\.js$/.exec(request.url());
    if (match) languages.add(match[1]);
  });
  return languages;
}

test('a Spanish browser gets /home in Spanish, turns it to English and back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const catalogues = catalogueRequests(page);
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(
    page.getByRole('heading', { level: 1, name: bracketsEs['home.title'] }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(shellEs['footer.howItWorks'])).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(shellEs['title./home'])));
  await expectNoSeriousViolations(page);
  // Each page loads its own language's words only.
  expect([...catalogues]).toEqual(['es']);
  catalogues.clear();

  // To English: the same URL, English words, and the choice kept on the next page.
  await switchTo(page, fill(shellEs['language.switchTo'], { language: 'English' })).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: bracketsEn['home.title'] }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  expect([...catalogues]).toEqual(['en']);
  await page.goto('/Shorts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back to Spanish, from the footer this time.
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: fill(shellEn['language.switchTo'], { language: 'Español' }) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(shortsEs['shorts.lead'])).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Shorts feed and the tournament stage in Spanish', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/Shorts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(shortsEs['shorts.lead'])).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/tournament/CA');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: fill(debateEs['tournament.title'], { state: 'California' }),
    }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(errors).toEqual([]);
});

test('a gift in Spanish, through to a Spanish receipt mail that keeps the English legal text', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const response = await page.request.get('/api/candidates/CA');
  const [candidate] = (await response.json()) as { id: number; name: string }[];
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `donante-${id}@e2e.paid.test`;
  const before = mailFilesNow();

  await page.goto(`/donate/${candidate.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoSeriousViolations(page);
  await fillDonationForm(
    page,
    { donor: `Rosa E2E ${id}`, email, card: TEST_CARD_SUCCEEDS, message: '¡Suerte!' },
    {
      form: candidateEs['donate.formLabel'],
      fullName: candidateEs['donate.details.fullName'],
      email: candidateEs['donate.details.email'],
      message: candidateEs['donate.details.message'],
      attestations: candidateEs['donate.eligibility.legend'],
      cardNumber: candidateEs['donate.payment.cardNumber'],
      expiry: candidateEs['donate.payment.expiry'],
      cvc: candidateEs['donate.payment.cvc'],
    },
  );
  await page
    .getByRole('button', {
      name: new RegExp(`^${fill(candidateEs['donate.submitAmount'], { amount: '\\$25' })}`),
    })
    .click();
  const thanks = page.getByRole('region', { name: candidateEs['donate.thanks.title'] });
  await expect(thanks).toBeVisible();
  await expectNoSeriousViolations(page);

  const mail = await waitForMail(email, /Su recibo de donación/, before);
  expect(mail.text).toContain('Número de recibo');
  // The legal sentence stays on the Spanish receipt in English, word for word.
  expect(mail.text.replace(/\s+/g, ' ')).toContain(RECEIPT_LEGAL_TEXT.replace(/\s+/g, ' '));
  expect(errors).toEqual([]);
});
