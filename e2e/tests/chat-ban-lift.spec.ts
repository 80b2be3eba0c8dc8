import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';
import { logInByApi } from '../lib/settled-page';

// Moderation that can be undone (docs/roles.md), end to end on the real server with the
// demo data: support (admin@paid.test) bans a visitor from Florida's debate chat, the visitor
// is refused, and support lifts the ban from the chat's "Bans and time-outs" list, from the
// keyboard: the visitor chats again. Florida: demo candidates (so the stage and its chat show)
// and no other chat spec, so this ban (which also holds the visitors' shared 127.0.0.1) never
// refuses another spec's visitor; the test lifts it before it ends.

const STATE = 'FL';

async function joinChat(browser: Browser, username: string, admin = false) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  if (admin) await logInByApi(page, 'admin@paid.test');
  await page.goto(`/tournament/${STATE}`);
  const chat = page.getByRole('region', { name: 'Live Chat' });
  await chat.getByRole('textbox', { name: 'Username' }).fill(username);
  await chat.getByRole('button', { name: 'Join' }).click();
  await expect(chat.getByText('Chatting as')).toHaveText(`Chatting as ${username}`);
  return { page, chat, errors, close: () => context.close() };
}

const chatLog = (page: Page) =>
  page.getByRole('region', { name: 'Live Chat' }).getByRole('log', { name: 'Chat messages' });

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

test('support lifts a ban from the chat, and the visitor chats again', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = `${Date.now() % 1_000_000}`;
  const viewerName = `Visitor${tag}`;
  const support = await joinChat(browser, 'Support', true);
  const viewer = await joinChat(browser, viewerName);
  try {
    const tools = support.page.getByRole('region', { name: 'Chat moderation' });
    const restrictions = tools.getByRole('region', { name: 'Bans and time-outs' });
    await expect(restrictions).toBeVisible();
    // Only support gets the list (a visitor gets no tools at all).
    await expect(viewer.page.getByRole('region', { name: 'Bans and time-outs' })).toHaveCount(0);

    const first = `hello there ${tag}`;
    await send(viewer.page, first);
    const said = chatLog(support.page).getByRole('listitem').filter({ hasText: first });
    await said.getByRole('button', { name: `Moderate the message from ${viewerName}` }).click();
    await said.getByRole('button', { name: 'Ban', exact: true }).click();
    await said.getByRole('button', { name: 'Confirm ban' }).click();
    await expect(support.page.getByText(`${viewerName} is banned from this chat.`)).toBeVisible();
    await send(viewer.page, `after the ban ${tag}`, 403);
    await expect(
      viewer.chat.getByText('You are banned from this chat by its moderators.'),
    ).toBeVisible();

    // The ban is listed with what it holds; Lift, from the keyboard.
    const listed = restrictions.getByRole('listitem').filter({ hasText: viewerName });
    await expect(listed).toContainText('Banned by');
    const lift = listed.getByRole('button', { name: `Lift the ban of ${viewerName}` });
    await lift.focus();
    await support.page.keyboard.press('Enter');
    await expect(support.page.getByText(`${viewerName} may chat here again.`)).toBeVisible();
    await expect(listed).toHaveCount(0);

    const back = `back again ${tag}`;
    await send(viewer.page, back);
    await expect(chatLog(support.page).getByText(back)).toBeVisible();

    expect(support.errors).toEqual([]);
    // The refused send is logged by the chat (docs/errors.md), and by the browser as a 403.
    expect(
      viewer.errors.filter((error) => !/Chat message not sent|status of 403/.test(error)),
    ).toEqual([]);
  } finally {
    await support.close();
    await viewer.close();
  }
});
