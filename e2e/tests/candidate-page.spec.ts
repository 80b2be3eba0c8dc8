import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, logInAs, newAccount } from '../lib/accounts';
import { collectConsoleErrors } from '../lib/console-errors';
import { seriousViolations } from '../lib/axe';
import { verifyEmailByMail } from '../lib/mail';

// The candidate page (docs/routes-and-screens.md) against the real server: a new candidate
// uploads a real PNG through the Uppy dialog, a voter writes to them, and they read it.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A real, decodable size x size RGB PNG: a green and gold diagonal split. */
function makePng(size = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then pixels
    for (let x = 0; x < size; x++) {
      const [r, g, b] = x > y ? [0x22, 0xc5, 0x5e] : [0xfa, 0xcc, 0x15];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Creates an account on the sign-in page /api/login leads to; ends back on `returnTo`. */
async function signUp(page: Page, account: ReturnType<typeof newAccount>, returnTo: string) {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

const inboxMessage = (page: Page, subject: string) =>
  page
    .getByRole('tabpanel', { name: 'Inbox' })
    .getByRole('button', { name: new RegExp(`^${subject}`) });

test('a new candidate uploads a photo, gets a message from a voter and reads it', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const account = newAccount('photo');
  const name = `${account.firstName} ${account.lastName}`;
  await signUp(page, account, '/home');
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);

  // Register as a candidate from the logged-in context (its cookie, same site).
  const registered = await page.request.post('/api/candidate/register', {
    data: {
      name,
      position: 'mayor',
      geographicCode: 'CA',
      email: account.email,
      phone: '555-010-3000',
      bio: 'Running to fix the potholes.',
    },
  });
  expect(registered.status()).toBe(201);
  const { id: candidateId } = (await registered.json()) as { id: number };

  // The owner's page: no photo yet, and the owner's tools.
  await page.goto(`/candidate/${candidateId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toHaveCount(0);
  await expect(page.getByText('Platform details coming soon.')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Inbox' })).toBeVisible();

  // Upload a real PNG through the Uppy dialog.
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('One image (PNG, JPEG, WebP or GIF), up to 10 MB')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'browse files' }).click();
  await (
    await chooser
  ).setFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng() });
  await dialog.getByRole('button', { name: /^Upload 1 file$/ }).click();

  await expect(page.getByText('Photo Updated')).toBeVisible();
  await expect(page.getByText('Profile photo has been updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const photo = page.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/files\//);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(32);

  // A voter, in a browser of their own, sees the photo and writes to the candidate.
  const voterContext = await browser.newContext();
  const voter = await voterContext.newPage();
  await logInAs(voter, 'voter@paid.test', DEMO_PASSWORD, `/candidate/${candidateId}`);
  await expect(voter.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute(
    'src',
    /^\/files\//,
  );
  await expect(voter.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  await expect(voter.getByRole('tab', { name: 'Inbox' })).toHaveCount(0);
  await voter.getByRole('tab', { name: 'Direct Message' }).click();
  const send = voter.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeDisabled();
  const subject = `Potholes ${Date.now()}`;
  await voter.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await expect(send).toBeDisabled();
  await voter
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Which street comes first?');
  await send.click();
  await expect(voter.getByText('Message Sent')).toBeVisible();
  await expect(voter.getByText('Your message has been sent to the candidate.')).toBeVisible();
  await expect(voter.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
  await voterContext.close();

  // The owner's inbox: unread until opened, read from then on (also after a reload).
  await page.reload();
  await page.getByRole('tab', { name: 'Inbox' }).click();
  const message = inboxMessage(page, subject);
  await expect(message).toHaveAccessibleName(`${subject} Unread`);
  await expect(message).toContainText('From: Jordan Rivera');
  await expect(message).toContainText('Which street comes first?');
  await message.click();
  await expect(message).toHaveAccessibleName(subject);
  await page.reload();
  await page.getByRole('tab', { name: 'Inbox' }).click();
  await expect(inboxMessage(page, subject)).toHaveAccessibleName(subject);
  await expect(page.getByText('Unread', { exact: true })).toHaveCount(0);

  expect(errors).toEqual([]);
});

test('the Upload Photo dialog wears the site theme and says a problem once', async ({ page }) => {
  // Sign-up, a 10 MB file and an axe pass: more than the default minute on a busy 2-core
  // machine (a budget, not a timed assertion).
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const account = newAccount('photo-theme');
  const name = `${account.firstName} ${account.lastName}`;
  await signUp(page, account, '/home');
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(page.request, account.email);
  const registered = await page.request.post('/api/candidate/register', {
    data: {
      name,
      position: 'mayor',
      geographicCode: 'CA',
      email: account.email,
      phone: '555-010-3100',
      bio: 'Running for brighter streetlights.',
    },
  });
  expect(registered.status()).toBe(201);
  const { id: candidateId } = (await registered.json()) as { id: number };
  await page.goto(`/candidate/${candidateId}`);
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Photo' });
  await expect(dialog.getByText('One image (PNG, JPEG, WebP or GIF), up to 10 MB')).toBeVisible();

  // The site's theme (shared-ui tokens), not Uppy's: its font, dark greens and green actions.
  const widget = dialog.locator('.uppy-Dashboard-inner');
  const look = await widget.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      font: style.fontFamily,
      background: style.backgroundColor,
      radius: style.borderTopLeftRadius,
    };
  });
  expect(look.font).toMatch(/^"?Inter"?,/);
  expect(look.background).toBe('rgb(10, 15, 11)'); // colors.background
  expect(look.radius).toBe('8px'); // radii.md
  await expect(dialog.getByRole('button', { name: 'browse files' })).toHaveCSS(
    'color',
    'rgb(74, 222, 128)', // colors.primaryText
  );

  // A file over 10 MB: the reason once, in the dialog's own error message.
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'browse files' }).click();
    await (await chooser).setFiles(file);
  };
  await pick({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10_485_761, 1),
  });
  const tooLarge = page.getByText(/huge\.png exceeds maximum allowed size/);
  await expect(tooLarge.first()).toBeVisible();
  // Uppy shows its bubble in the same tick as the event our message follows; give it time.
  await page.waitForTimeout(500);
  await expect(tooLarge).toHaveCount(1);
  await expect(dialog.getByRole('alert')).toHaveCount(1);
  // No serious WCAG problem in what changed (the axe suite opens neither state).
  expect(await seriousViolations(page)).toEqual([]);

  // A good file next: the old error goes, nothing floats over the new file's card.
  await pick({ name: 'portrait.png', mimeType: 'image/png', buffer: makePng() });
  await expect(dialog.getByText('portrait.png')).toBeVisible();
  await expect(tooLarge).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.locator('.uppy-Informer')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Upload 1 file$/ })).toHaveCSS(
    'background-color',
    'rgb(34, 197, 94)', // colors.primary
  );
  expect(errors).toEqual([]);
});

test('a visitor is asked to log in to send messages and has no Upload Photo', async ({ page }) => {
  await page.goto('/PaidState/CA');
  await page.getByRole('link', { name: 'Casey Morales' }).first().click();
  await expect(page).toHaveURL(/\/candidate\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Casey Morales' })).toBeVisible();
  await expect(page.getByText('ACTIVATED')).toBeVisible();
  await expect(page.getByRole('link', { name: 'DONATE NOW' })).toHaveAttribute(
    'href',
    /^\/donate\/\d+$/,
  );
  await expect(page.getByRole('button', { name: 'Upload Photo' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Direct Message' }).click();
  await expect(page.getByText('Please log in to send messages')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveCount(0);
  await expect(
    page.getByRole('tabpanel', { name: 'Direct Message' }).getByRole('link', { name: 'Log In' }),
  ).toHaveAttribute('href', /^\/api\/login\?returnTo=%2Fcandidate%2F\d+$/);
});

test("an unknown candidate shows 'Candidate Not Found' with a way home", async ({ page }) => {
  await page.goto('/candidate/999999');
  await expect(page.getByRole('heading', { name: 'Candidate Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
