import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newAccount } from '../lib/accounts';
import { verifyEmailByMail } from '../lib/mail';

// docs/errors.md: user text is stored as given and shown as text, never as HTML. Every
// place a user's words come back (a candidate's name and bio, a direct message, a chat line,
// a Shorts post, its author and its replies, a campaign URL) gets text holding markup, and
// the page must show those characters while creating no element and running no script.
// (The CSP already blocks inline handlers; the checks below do not rely on it: an element
// carrying data-paid-xss would exist the moment markup were parsed as HTML.)

const STATE = 'WY'; // few demo candidates, so a new one shows in the state's lists

/** Markup whose every tag, if parsed, leaves a [data-paid-xss] element or sets the flag. */
function markup(label: string): string {
  return `<b data-paid-xss>${label}</b><img src="x" data-paid-xss onerror="window.__paidXss=1"><script>window.__paidXss=1</script>`;
}

/** Watches for any sign that stored text ran as code, from the first script on. */
async function guard(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, dialogs: string[]) {
  await expect(page.locator('[data-paid-xss]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __paidXss?: unknown }).__paidXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

async function signUpByApi(
  request: APIRequestContext,
  account: ReturnType<typeof newAccount>,
): Promise<{ id: number }> {
  const response = await request.post('/api/auth/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  // Applying and campaign links need a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(request, account.email);
  return response.json();
}

async function voterPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'voter@paid.test', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return page;
}

test('a candidate profile and the direct messages it receives stay text', async ({
  page,
  browser,
}) => {
  const dialogs = await guard(page);
  const name = `<i data-paid-xss>Mx</i> Markup ${Date.now() % 100_000}`;
  const bio = markup('bio');
  const platform = markup('platform');
  await signUpByApi(page.request, newAccount('markup-owner'));
  const registered = await page.request.post('/api/candidate/register', {
    data: {
      name,
      position: 'Governor',
      geographicCode: STATE,
      email: 'markup@e2e.paid.test',
      phone: '3075550123',
      bio,
      experience: markup('experience'),
      platform,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const candidate: { id: number; userId: number } = await registered.json();

  // A voter writes to them, with markup in the subject and the message.
  const voter = await voterPage(browser);
  const subject = `<u data-paid-xss>Subject</u> ${Date.now()}`;
  const body = markup('message');
  const sent = await voter.request.post('/api/messages/send', {
    data: { recipientId: candidate.userId, candidateId: candidate.id, subject, message: body },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await voter.context().close();

  // The candidate page: name, bio, experience, platform.
  await page.goto(`/candidate/${candidate.id}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText(bio)).toBeVisible();
  await expect(page.getByText(markup('experience'))).toBeVisible();
  await page.getByRole('tab', { name: 'Platform' }).click();
  await expect(page.getByText(platform)).toBeVisible();

  // The owner's inbox: subject and message.
  await page.getByRole('tab', { name: 'Inbox' }).click();
  const inbox = page.getByRole('tabpanel', { name: 'Inbox' });
  await expect(inbox.getByText(subject)).toBeVisible();
  await expect(inbox.getByText(body)).toBeVisible();
  await expectInert(page, dialogs);

  // The state's tournament page lists the candidate with the bio.
  await page.goto(`/tournament/${STATE}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText(bio).first()).toBeVisible();
  // And the state bracket (provisional round 1 from today's standings).
  await page.goto(`/PaidState/${STATE}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await expectInert(page, dialogs);
});

test('a chat message and a chat username stay text', async ({ page, browser }) => {
  // Two tournament pages (the stage's loop playing) one after the other: 55.7 s of the 60 s
  // in a full run on the loaded 2-core machine (2026-12-02), every check passing.
  test.setTimeout(120_000);
  const dialogs = await guard(page);
  const username = '<u data-paid-xss>k';
  const message = `${markup('chat')} ${Date.now()}`;
  // California's page has the live stage (two or more candidates), where the chat is.
  await page.goto('/tournament/CA');
  const join = page.getByRole('form', { name: 'Join the chat' });
  await join.getByLabel('Username').fill(username);
  await join.getByRole('button', { name: 'Join' }).click();
  const send = page.getByRole('form', { name: 'Send a chat message' });
  await send.getByLabel('Message').fill(message);
  await send.getByRole('button', { name: /Send/ }).click();
  const log = page.getByRole('log', { name: 'Chat messages' });
  await expect(log.getByText(message)).toBeVisible();
  await expect(log.getByText(username).first()).toBeVisible();
  await expectInert(page, dialogs);

  // Another visitor reading the same channel sees the same characters.
  const reader = await (await browser.newContext()).newPage();
  const readerDialogs = await guard(reader);
  await reader.goto('/tournament/CA');
  const readerJoin = reader.getByRole('form', { name: 'Join the chat' });
  await readerJoin.getByLabel('Username').fill('reader');
  await readerJoin.getByRole('button', { name: 'Join' }).click();
  await expect(reader.getByRole('log', { name: 'Chat messages' }).getByText(message)).toBeVisible();
  await expectInert(reader, readerDialogs);
  await reader.context().close();
});

test('a Shorts post, its author name and a reply stay text', async ({ page }) => {
  const dialogs = await guard(page);
  const author = { ...newAccount('markup-author'), firstName: '<b data-paid-xss>Ada</b>' };
  await signUpByApi(page.request, author);
  const text = `${markup('post').slice(0, 200)} ${Date.now()}`;
  await page.goto('/Shorts');
  await page.getByRole('textbox', { name: 'Your post' }).fill(text);
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Successful!')).toBeVisible();
  const post = page.getByRole('article').filter({ hasText: text });
  await expect(post.getByText(text)).toBeVisible();
  await expect(post.getByText(author.firstName, { exact: false })).toBeVisible();

  const reply = markup('reply');
  await post.getByRole('button', { name: /^Comment/ }).click();
  await post.getByRole('textbox', { name: 'Your reply' }).fill(reply);
  await post.getByRole('button', { name: 'Reply' }).click();
  await expect(post.getByText(reply)).toBeVisible();
  await expectInert(page, dialogs);

  // The post's own page (the PAID SHARE link) too.
  const id = await page.evaluate(async () => {
    const answer = await fetch('/api/posts?limit=1').then((response) => response.json());
    return answer.posts[0].id as number;
  });
  await page.goto(`/Shorts/${id}`);
  await expect(page.getByRole('article').getByText(text)).toBeVisible();
  await expectInert(page, dialogs);
});

test('a campaign URL title and description stay text', async ({ page }) => {
  const dialogs = await guard(page);
  await signUpByApi(page.request, newAccount('markup-campaign'));
  const title = `<b data-paid-xss>Drive</b> ${Date.now()}`;
  const description = markup('description').slice(0, 400);
  // A member without a profile makes a supporter link for a verified candidate they pick.
  const listed = await page.request.get('/api/candidates/CA');
  const candidates = (await listed.json()) as { id: number; isActivated: boolean }[];
  const candidateId = candidates.find((candidate) => candidate.isActivated)!.id;
  const created = await page.request.post('/api/campaign-urls', {
    // No slug: the server makes one under the candidate's name (a supporter picks no bare slug).
    data: { urlType: 'events', urlSlug: '', title, description, candidateId },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/campaign-url-generator');
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expectInert(page, dialogs);
});
