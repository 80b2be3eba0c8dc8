import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAs } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { onePixelPng } from '../lib/one-pixel-png';

// The Shorts feed end to end, on the real server with the demo data: post with a picture,
// share the post's link, open it, like it, reply to it, and markup that stays text.

const VOTER = 'voter@paid.test';

const recentPosts = (page: Page) => page.getByRole('region', { name: /^Recent Posts \(\d+\)$/ });

const PICTURE_ALT = 'One green pixel';

/** Types a post (with an optional picture and its alt text) into the composer and sends it. */
async function publish(page: Page, text: string, picture?: Buffer) {
  await page.getByRole('textbox', { name: 'Your post' }).fill(text);
  if (picture) {
    await page
      .getByLabel('Attach an image or video')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByRole('img', { name: 'Preview of pixel.png' })).toBeVisible();
    await page.getByRole('textbox', { name: /Image description \(alt text\)/ }).fill(PICTURE_ALT);
  }
  await page.getByRole('button', { name: 'PAID POST' }).click();
  await expect(page.getByText('Post Successful!')).toBeVisible();
}

const likeButton = (post: Locator) => post.getByRole('button', { name: /^Like \d+$/ });

test('post with a picture, share its link, open it, like it and reply', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logInAs(page, VOTER, DEMO_PASSWORD, '/Shorts');

  const text = `Money talks: e2e post ${Date.now()}`;
  await publish(page, text, onePixelPng());

  // Newest first: the new post tops 'Recent Posts', with its stored picture.
  const first = recentPosts(page).getByRole('article').first();
  await expect(first).toContainText(text);
  const picture = first.getByRole('img', { name: PICTURE_ALT });
  await expect(picture).toHaveAttribute('src', /^\/files\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // PAID SHARE puts the post's own link on the clipboard.
  await first.getByRole('button', { name: 'PAID SHARE' }).click();
  await expect(page.getByText('PAID Share Link Copied!')).toBeVisible();
  await expect(
    page.getByText('The PAID campaign URL for this post is on your clipboard.'),
  ).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/Shorts/\\d+$`));

  // The link opens that post, replies open, with a way back.
  await page.goto(link);
  const post = page.getByRole('article');
  await expect(post).toHaveCount(1);
  await expect(post).toContainText(text);
  await expect(post.getByRole('img', { name: PICTURE_ALT })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Shorts' })).toBeVisible();
  await expect(post.getByText('No replies yet.')).toBeVisible();

  // Like: the count goes up and stays up (the server kept it).
  await expect(likeButton(post)).toHaveText(/Like 0$/);
  await expect(likeButton(post)).toHaveAttribute('aria-pressed', 'false');
  await likeButton(post).click();
  await expect(likeButton(post)).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(post)).toHaveText(/Like 1$/);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(likeButton(post)).toHaveText(/Like 1$/);
  await expect(likeButton(post)).toHaveAttribute('aria-pressed', 'true');

  // Reply under the post.
  await post.getByRole('textbox', { name: 'Your reply' }).fill('Count me in!');
  await post.getByRole('button', { name: 'Reply' }).click();
  await expect(post.getByRole('listitem')).toHaveText(/Count me in!$/);
  await expect(post.getByRole('button', { name: 'Comment 1' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Shorts' }).click();
  await expect(page).toHaveURL(/\/Shorts$/);
  const again = recentPosts(page).getByRole('article').filter({ hasText: text });
  await expect(likeButton(again)).toHaveText(/Like 1$/);
  await expect(again.getByRole('button', { name: 'Comment 1' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('markup in a post is shown as text and never runs; its author deletes it', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await logInAs(page, VOTER, DEMO_PASSWORD, '/Shorts');

  const markup = `<img src=x onerror=alert(1)> ${Date.now()}`;
  await publish(page, markup);
  const post = recentPosts(page).getByRole('article').first();
  await expect(post).toContainText(markup);
  await expect(post.locator('img')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Deleting takes a confirmation, then the post is gone.
  await post.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
  await confirm.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Post Deleted')).toBeVisible();
  await expect(recentPosts(page).getByText(markup)).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a visitor is asked to log in to like, and an unknown post says so', async ({ page }) => {
  await page.goto('/Shorts');
  const post = recentPosts(page).getByRole('article').first();
  await likeButton(post).click();
  await expect(page.getByText('Please log in to like posts. Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?returnTo=%2FShorts$/);

  await page.goto('/Shorts/999999999');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See the recent posts' }).click();
  await expect(page).toHaveURL(/\/Shorts$/);
});

test('nothing overflows at 390 px, on the feed and on a post', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Shorts');
  const first = recentPosts(page).getByRole('article').first();
  await first.getByRole('button', { name: /^Comment/ }).click();
  await expect(first.getByRole('region', { name: 'Replies to this post' })).toBeVisible();
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  const id = await page.evaluate(async () => {
    const answer = await fetch('/api/posts?limit=1').then((r) => r.json());
    return answer.posts[0].id as number;
  });
  await page.goto(`/Shorts/${id}`);
  await expect(page.getByRole('article')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
});
