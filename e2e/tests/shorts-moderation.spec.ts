import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAs, newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { onePixelPng } from '../lib/one-pixel-png';

// Shorts moderation, alt text and verified marks (docs/roles.md), as people do it
// on the real server with the demo data: a member reports a post, support hides it from the
// queue, and another member's feed no longer shows it; a picture is posted with its alt text;
// the demo activated candidate's posts carry the verified mark.

const VOTER = 'voter@paid.test';
const SUPPORT = 'admin@paid.test';

const recentPosts = (page: Page) => page.getByRole('region', { name: /^Recent Posts \(\d+\)$/ });

test('a member reports a post, support hides it, and it leaves the feed', async ({ browser }) => {
  // Three people, each logging in through the pages, in one test.
  test.setTimeout(150_000);
  // The author: a new member who posts through the site.
  const authorContext = await browser.newContext();
  const author = newAccount('reported');
  const signUp = await authorContext.request.post('/api/auth/signup', {
    data: {
      firstName: author.firstName,
      lastName: author.lastName,
      email: author.email,
      password: author.password,
    },
  });
  expect(signUp.status()).toBe(201);
  const text = `Cheap followers, DM me ${Date.now()}`;
  const created = await authorContext.request.post('/api/shorts/post', {
    data: { text, mediaUrl: null },
  });
  expect(created.status()).toBe(201);
  const { id: postId } = (await created.json()) as { id: number };

  // A member reports it from the feed, with the keyboard-usable dialog.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberErrors = collectConsoleErrors(member);
  await logInAs(member, VOTER, DEMO_PASSWORD, '/Shorts');
  const reported = recentPosts(member).getByRole('article').filter({ hasText: text });
  await reported.getByRole('button', { name: 'Report' }).click();
  const dialog = member.getByRole('dialog', { name: 'Report this post' });
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Selling fake followers');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(member.getByText('Report Sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Support finds it in the queue with the reason, and hides it.
  const supportContext = await browser.newContext();
  const support = await supportContext.newPage();
  await logInAs(support, SUPPORT, DEMO_PASSWORD, '/Shorts');
  await support.getByRole('link', { name: 'Review reported posts' }).click();
  await expect(support).toHaveURL(/\/Shorts\/moderation$/);
  await expect(support.getByRole('heading', { level: 1, name: 'Reported posts' })).toBeVisible();
  const item = support.getByRole('article').filter({ hasText: text });
  await expect(item.getByRole('list', { name: 'Reports' })).toContainText('Spam');
  await expect(item.getByRole('list', { name: 'Reports' })).toContainText('Selling fake followers');
  await item.getByRole('button', { name: 'Hide' }).click();
  await expect(support.getByText('Post Hidden')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Restore' })).toBeVisible();

  // Gone for the member: the feed and the post's own page.
  await member.goto('/Shorts');
  await expect(recentPosts(member).getByRole('article').first()).toBeVisible();
  await expect(recentPosts(member).getByText(text)).toHaveCount(0);
  await member.goto(`/Shorts/${postId}`);
  await expect(member.getByRole('heading', { name: 'Post not found' })).toBeVisible();

  // Its author still sees it, marked hidden; the page never says who reported it.
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`/Shorts/${postId}`);
  await expect(authorPage.getByRole('article')).toContainText(text);
  await expect(authorPage.getByText(/Hidden by PAID support/)).toBeVisible();
  await expect(authorPage.getByText(/Jordan|Rivera/)).toHaveCount(0);

  // A member is told the queue is support's.
  await member.goto('/Shorts/moderation');
  await expect(member.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  // The hidden post's page is answered 404 (as if it did not exist), which Chromium logs.
  expect(memberErrors.filter((error) => !error.includes(`/api/posts/${postId})`))).toEqual([]);

  await Promise.all([authorContext.close(), memberContext.close(), supportContext.close()]);
});

test('a picture is posted with its alt text, which the feed renders', async ({ page }) => {
  await logInAs(page, VOTER, DEMO_PASSWORD, '/Shorts');
  const text = `Rally photo ${Date.now()}`;
  const alt = `Supporters holding PAID signs ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your post' }).fill(text);
  await page
    .getByLabel('Attach an image or video')
    .setInputFiles({ name: 'rally.png', mimeType: 'image/png', buffer: onePixelPng() });
  await expect(page.getByRole('img', { name: 'Preview of rally.png' })).toBeVisible();

  // Without a description the composer asks for one and sends nothing.
  await page.getByRole('button', { name: 'PAID POST' }).click();
  const altField = page.getByRole('textbox', { name: /Image description \(alt text\)/ });
  await expect(
    page.getByText('Describe the image for people who cannot see it (alt text).'),
  ).toBeVisible();
  await expect(altField).toBeFocused();

  await altField.fill(alt);
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Successful!')).toBeVisible();
  const post = recentPosts(page).getByRole('article').filter({ hasText: text });
  const picture = post.getByRole('img', { name: alt });
  await expect(picture).toHaveAttribute('alt', alt);
  await expect(picture).toHaveAttribute('src', /^\/files\//);
});

test("the demo activated candidate's posts carry the verified mark; a pending one's do not", async ({
  page,
}) => {
  // Found by id, so other specs' newer posts cannot push them off the first page.
  const answer = await page.request.get('/api/posts?limit=50');
  const { posts } = (await answer.json()) as {
    posts: { id: number; content: string; user: { displayName: string } }[];
  };
  const casey = posts.find((p) => p.content.includes('town hall in Fresno'));
  const morgan = posts.find((p) => p.content.includes('Filed my candidacy today'));
  expect(casey && morgan).toBeTruthy();

  await page.goto(`/Shorts/${casey!.id}`);
  const caseyPost = page.getByRole('article');
  await expect(caseyPost.getByRole('heading', { name: 'Casey Morales' })).toBeVisible();
  await expect(caseyPost.locator('header').getByText('Verified candidate')).toBeVisible();

  await page.goto(`/Shorts/${morgan!.id}`);
  const morganPost = page.getByRole('article');
  await expect(morganPost.getByRole('heading', { name: 'Morgan Patel' })).toBeVisible();
  await expect(morganPost.getByText('Verified candidate')).toHaveCount(0);
});
