import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../lib/console-errors';

// The debate chat end to end, on the real server with the demo data: two viewers in browsers
// of their own join Ohio's debate (two demo candidates, so the stage and its chat show),
// each sends a message and each sees the other's: pushed (Server-Sent Events), or
// with the next poll where push is not available (here: its requests refused); markup stays
// text.

const STATE = 'OH';
const CHAT_PATH = `/api/chat/state-${STATE}`;

interface Viewer {
  page: Page;
  errors: string[];
  dialogs: string[];
  /** Every chat poll of this page, in the order the browser sent them. */
  polls: {
    sentAfter: number;
    status?: number;
    body?: string;
    /** What the browser's HTTP cache sent on its own. */
    ifNoneMatch?: string;
    /** Bytes of body on the wire: 0 for a 304 that the cache answered the page from. */
    wireBodyBytes?: number;
  }[];
  close: () => Promise<void>;
}

/** A mark in time shared by both pages' events: how many sends had completed. */
let sendsDone = 0;

/**
 * `push: false`: a browser without the live stream (as where EventSource is missing or a
 * proxy does not pass it). Taken away before the page's scripts run; routing the request
 * instead would turn off the HTTP cache, whose 304s the polling test checks.
 */
async function openViewer(
  browser: Browser,
  username: string,
  { push = false }: { push?: boolean } = {},
): Promise<Viewer> {
  const context = await browser.newContext();
  if (!push) {
    await context.addInitScript(() => {
      delete (window as { EventSource?: unknown }).EventSource;
    });
  }
  const page = await context.newPage();
  const viewer: Viewer = {
    page,
    errors: collectConsoleErrors(page),
    dialogs: [],
    polls: [],
    close: () => context.close(),
  };
  page.on('dialog', (dialog) => {
    viewer.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const pending = new Map<unknown, Viewer['polls'][number]>();
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !request.url().includes(CHAT_PATH)) return;
    const poll = { sentAfter: sendsDone };
    viewer.polls.push(poll);
    pending.set(request, poll);
  });
  page.on('response', async (response) => {
    const poll = pending.get(response.request());
    if (!poll) return;
    try {
      // Everything first: a poll counts as answered once its status is known.
      poll.ifNoneMatch = (await response.request().allHeaders())['if-none-match'];
      poll.body = response.status() === 200 ? await response.text() : '';
      await response.finished();
      poll.wireBodyBytes = (await response.request().sizes()).responseBodySize;
      poll.status = response.status();
    } catch (error) {
      // A poll still in flight when the test closes the viewer has no answer to read.
      if (!page.isClosed()) throw error;
    }
  });

  await page.goto(`/tournament/${STATE}`);
  const chat = page.getByRole('region', { name: 'Live Chat' });
  await chat.getByRole('textbox', { name: 'Username' }).fill(username);
  await chat.getByRole('button', { name: 'Join' }).click();
  await expect(chat.getByText('Chatting as')).toHaveText(`Chatting as ${username}`);
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();
  return viewer;
}

const chatLog = (page: Page) =>
  page.getByRole('region', { name: 'Live Chat' }).getByRole('log', { name: 'Chat messages' });

/** Sends with Enter and waits for the server's 201. */
async function send(viewer: Viewer, text: string) {
  const chat = viewer.page.getByRole('region', { name: 'Live Chat' });
  const box = chat.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  const created = viewer.page.waitForResponse(
    (response) => response.url().endsWith('/api/chat') && response.request().method() === 'POST',
  );
  await box.press('Enter');
  expect((await created).status()).toBe(201);
  sendsDone += 1;
  await expect(box).toHaveValue('');
  // The sender's own list refreshes at once.
  await expect(chatLog(viewer.page).getByText(text, { exact: true })).toBeVisible();
}

/**
 * The other viewer sees `text`, delivered by the first poll it sent after the send: every
 * poll sent since then that has answered carries it (no poll missed it), so it arrived
 * within one polling interval without timing anything.
 */
async function expectSeenWithNextPoll(viewer: Viewer, text: string, sendMark: number) {
  await expect(chatLog(viewer.page).getByText(text, { exact: true })).toBeVisible();
  // A poll sent just before the send can be answered after it and show the message first;
  // wait for the first poll sent after the send to answer (within a polling interval).
  const answeredSince = () =>
    viewer.polls.filter((poll) => poll.sentAfter >= sendMark && poll.status);
  await expect.poll(() => answeredSince().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const since = answeredSince();
  expect(
    since.map(
      (poll) => poll.status === 200 && poll.body!.includes(JSON.stringify(text).slice(1, -1)),
    ),
  ).not.toContain(false);
}

test('without push, two viewers join the chat, and each sees the other’s message with the next poll', async ({
  browser,
}) => {
  const ann = await openViewer(browser, 'Ann');
  const ben = await openViewer(browser, 'Ben');
  const stamp = Date.now();

  const fromAnn = `Ann here, water first! ${stamp}`;
  await send(ann, fromAnn);
  await expectSeenWithNextPoll(ben, fromAnn, sendsDone);

  const fromBen = `Ben here, schools first! ${stamp}`;
  await send(ben, fromBen);
  await expectSeenWithNextPoll(ann, fromBen, sendsDone);

  // Both lists show both messages with their authors, in order.
  for (const viewer of [ann, ben]) {
    const log = chatLog(viewer.page);
    await expect(log.getByRole('listitem').filter({ hasText: fromAnn })).toContainText('Ann');
    await expect(log.getByRole('listitem').filter({ hasText: fromBen })).toContainText('Ben');
    const texts = await log.getByRole('listitem').allTextContents();
    const annAt = texts.findIndex((item) => item.includes(fromAnn));
    const benAt = texts.findIndex((item) => item.includes(fromBen));
    expect(annAt).toBeLessThan(benAt);
  }

  // An unchanged channel costs no body: the browser's HTTP cache asks with If-None-Match by
  // itself, the server answers 304, and the page still reads the cached list (Playwright
  // reports the cache's 200). Wait for Ben's next poll after everything settled.
  const settled = ben.polls.length;
  await expect
    .poll(() =>
      ben.polls
        .slice(settled)
        .some((poll) => poll.status === 200 && poll.ifNoneMatch && poll.wireBodyBytes === 0),
    )
    .toBe(true);
  const revalidated = ben.polls.slice(settled).find((poll) => poll.wireBodyBytes === 0)!;
  expect(revalidated.body).toContain(JSON.stringify(fromBen).slice(1, -1));

  for (const viewer of [ann, ben]) {
    expect(viewer.errors).toEqual([]);
    expect(viewer.dialogs).toEqual([]);
  }
  await ann.close();
  await ben.close();
});

test('markup in a chat message shows as text in both browsers and never runs', async ({
  browser,
}) => {
  const ann = await openViewer(browser, '<b>Ann</b>');
  const ben = await openViewer(browser, 'Ben');
  const markup =
    `<script>window.__chatXss = 1</script><img src=x onerror="window.__chatXss = 2"> ` +
    `${Date.now()}`;

  await send(ann, markup);
  await expectSeenWithNextPoll(ben, markup, sendsDone);

  for (const viewer of [ann, ben]) {
    const log = chatLog(viewer.page);
    const item = log.getByRole('listitem').filter({ hasText: markup });
    await expect(item).toContainText('<b>Ann</b>');
    await expect(log.locator('script, img, b')).toHaveCount(0);
    await expect(viewer.page.locator('img[src="x"]')).toHaveCount(0);
    expect(await viewer.page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBe(
      undefined,
    );
    expect(viewer.dialogs).toEqual([]);
    expect(viewer.errors).toEqual([]);
  }
  await ann.close();
  await ben.close();
});

test('with push, a message reaches the other viewer as it is sent, and nobody polls', async ({
  browser,
}) => {
  const ann = await openViewer(browser, 'Ann', { push: true });
  const ben = await openViewer(browser, 'Ben', { push: true });
  // Ben's page follows the channel's stream once it is open (the first read, then at most
  // one more that the stream's opening asks for); from then on it sends no poll.
  await expect.poll(() => ben.polls.filter((poll) => poll.status).length).toBeGreaterThan(0);
  await ben.page.waitForTimeout(500); // a resync read, if any, has left by now
  const pollsBefore = ben.polls.length;
  const text = `Pushed to Ben ${Date.now()}`;
  await send(ann, text);
  await expect(chatLog(ben.page).getByText(text, { exact: true })).toBeVisible();
  // It came by push: Ben's page asked for nothing (a poll would be due only 3 s after the last).
  expect(ben.polls.length).toBe(pollsBefore);
  for (const viewer of [ann, ben]) {
    expect(viewer.errors).toEqual([]);
    expect(viewer.dialogs).toEqual([]);
  }
  await ann.close();
  await ben.close();
});
