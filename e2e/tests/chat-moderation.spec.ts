import { expect, test, type Browser, type Page } from '@playwright/test';
import { activateCandidate, newCandidate } from '../lib/candidates';
import { collectConsoleErrors } from '../lib/console-errors';
import { logInByApi } from '../lib/settled-page';

// Chat moderation end to end (docs/roles.md), on the real server with the demo data: support
// (admin@paid.test, a moderator of every channel) and a visitor in browsers of their own join
// Pennsylvania's debate chat (two demo candidates, so the stage and its chat show). The
// visitor's link waits for review until support approves it; a message support deletes leaves
// the visitor's chat; a visitor support times out reads until when. Then a debater moderates
// the chat of their own stage: slow mode, and a ban.

const STATE = 'PA';
/** No demo candidates and no other spec's: the two registered here are its whole stage. */
const STAGE_STATE = 'ID';

async function joinChat(
  browser: Browser,
  username: string,
  { admin = false, state = STATE, before }: JoinOptions = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  if (admin) await logInByApi(page, 'admin@paid.test');
  await before?.(page);
  await page.goto(`/tournament/${state}`);
  const chat = page.getByRole('region', { name: 'Live Chat' });
  await chat.getByRole('textbox', { name: 'Username' }).fill(username);
  await chat.getByRole('button', { name: 'Join' }).click();
  await expect(chat.getByText('Chatting as')).toHaveText(`Chatting as ${username}`);
  return { page, chat, errors, close: () => context.close() };
}

interface JoinOptions {
  /** Support's account (a moderator of every channel). */
  admin?: boolean;
  state?: string;
  /** Runs in the new browser before the page opens (to sign up as a candidate, say). */
  before?: (page: Page) => Promise<void>;
}

const chatLog = (page: Page) =>
  page.getByRole('region', { name: 'Live Chat' }).getByRole('log', { name: 'Chat messages' });

/** The message's entry in a log (its text is unique to this run). */
const entry = (log: ReturnType<typeof chatLog>, text: string) =>
  log.getByRole('listitem').filter({ hasText: text });

async function send(page: Page, text: string, status = 201) {
  const box = page.getByRole('region', { name: 'Live Chat' }).getByRole('textbox', {
    name: 'Message',
  });
  await box.fill(text);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await box.press('Enter');
  expect((await answered).status()).toBe(status);
}

test('support approves a held link, deletes a message and times out a visitor', async ({
  browser,
}) => {
  // Two browsers through three rounds of moderation: past the default minute on a loaded machine.
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const viewerName = `Viewer${tag}`;
  const moderator = await joinChat(browser, 'Support', { admin: true });
  const viewer = await joinChat(browser, viewerName);
  try {
    // Only support gets the tools.
    const tools = moderator.page.getByRole('region', { name: 'Chat moderation' });
    await expect(tools).toBeVisible();
    await expect(viewer.page.getByRole('region', { name: 'Chat moderation' })).toHaveCount(0);

    // A link waits: the visitor sees it marked, support sees it in the queue, nobody else.
    const link = `see www.paid-example.com ${tag}`;
    await send(viewer.page, link);
    const own = entry(chatLog(viewer.page), link);
    await expect(own).toContainText('Awaiting review');
    const queue = tools.getByRole('region', { name: 'Held for review' });
    const held = entry(queue.getByRole('log', { name: 'Held messages' }), link);
    await expect(held).toBeVisible();
    await expect(entry(chatLog(moderator.page), link)).toHaveCount(0);

    // Approved (from the keyboard): shown to everyone, no longer awaiting.
    await held.getByRole('button', { name: `Moderate the message from ${viewerName}` }).focus();
    await moderator.page.keyboard.press('Enter');
    await held.getByRole('button', { name: 'Approve' }).click();
    await expect(entry(chatLog(moderator.page), link)).toBeVisible();
    await expect(own).toBeVisible();
    await expect(own).not.toContainText('Awaiting review');
    await expect(held).toHaveCount(0);

    // Deleted: it leaves the visitor's chat.
    const rude = `something rude ${tag}`;
    await send(viewer.page, rude);
    const rudeThere = entry(chatLog(moderator.page), rude);
    await expect(rudeThere).toBeVisible();
    await rudeThere
      .getByRole('button', { name: `Moderate the message from ${viewerName}` })
      .click();
    await rudeThere.getByRole('button', { name: 'Delete' }).click();
    await expect(entry(chatLog(viewer.page), rude)).toHaveCount(0);
    await expect(rudeThere).toHaveCount(0);

    // Timed out: the visitor's next message is refused, saying until when.
    const last = entry(chatLog(moderator.page), link);
    await last.getByRole('button', { name: `Moderate the message from ${viewerName}` }).click();
    await last.getByRole('button', { name: 'Time out 10 min' }).click();
    await expect(
      moderator.page.getByText(`${viewerName} is timed out of this chat until`),
    ).toBeVisible();
    const refused = `one more ${tag}`;
    await send(viewer.page, refused, 403);
    await expect(
      viewer.page
        .getByRole('region', { name: 'Live Chat' })
        .getByText(/^You are timed out of this chat until \d{1,2}:\d{2}/),
    ).toBeVisible();
    await expect(entry(chatLog(moderator.page), refused)).toHaveCount(0);

    expect(moderator.errors).toEqual([]);
    // The refused send is logged by the chat (docs/errors.md), and by the browser as a 403.
    expect(
      viewer.errors.filter((error) => !/Chat message not sent|status of 403/.test(error)),
    ).toEqual([]);
  } finally {
    await moderator.close();
    await viewer.close();
  }
});

test("a debater moderates their own stage's chat: slow mode, then a ban", async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const fanName = `Fan${tag}`;
  // The stage's two candidates; the first, signed in in the moderator's browser, moderates.
  const elsewhere = await browser.newContext();
  const second = await newCandidate((await elsewhere.newPage()).request, {
    geographicCode: STAGE_STATE,
    tag: 'chat-mod-second',
  });
  activateCandidate(second.id);
  await elsewhere.close();
  const moderator = await joinChat(browser, 'Debater', {
    state: STAGE_STATE,
    before: async (page) => {
      const first = await newCandidate(page.request, {
        geographicCode: STAGE_STATE,
        tag: 'chat-mod-first',
      });
      activateCandidate(first.id);
    },
  });
  const fan = await joinChat(browser, fanName, { state: STAGE_STATE });
  try {
    const tools = moderator.page.getByRole('region', { name: 'Chat moderation' });
    await expect(tools).toBeVisible();
    await expect(fan.page.getByRole('region', { name: 'Chat moderation' })).toHaveCount(0);

    // Slow mode: one message every 30 seconds per sender; the second is refused, saying so.
    await tools.getByRole('combobox', { name: 'Slow mode' }).selectOption('30');
    await tools.getByRole('button', { name: 'Set' }).click();
    const fanChat = fan.page.getByRole('region', { name: 'Live Chat' });
    await expect(fanChat.getByText('Slow mode is on: one message every 30 seconds')).toBeVisible();
    const first = `first words ${tag}`;
    await send(fan.page, first);
    await send(fan.page, `too soon ${tag}`, 429);
    await expect(
      fanChat.getByText(/^Slow mode is on: one message every 30 seconds\. Wait/),
    ).toBeVisible();

    // Banned: whatever the wait, the fan's messages are refused from now on.
    const said = entry(chatLog(moderator.page), first);
    await said.getByRole('button', { name: `Moderate the message from ${fanName}` }).click();
    await said.getByRole('button', { name: 'Ban' }).click();
    await said.getByRole('button', { name: 'Confirm ban' }).click();
    await expect(moderator.page.getByText(`${fanName} is banned from this chat.`)).toBeVisible();
    await send(fan.page, `after the ban ${tag}`, 403);
    await expect(
      fanChat.getByText('You are banned from this chat by its moderators.'),
    ).toBeVisible();

    expect(moderator.errors).toEqual([]);
    // The refused sends are logged by the chat (docs/errors.md), and by the browser.
    expect(
      fan.errors.filter((error) => !/Chat message not sent|status of (403|429)/.test(error)),
    ).toEqual([]);
  } finally {
    await moderator.close();
    await fan.close();
  }
});
