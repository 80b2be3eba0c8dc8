import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'paid-demo-2026';

/** A fresh, unique account for a test (the e2e database is shared by the whole run). */
export function newAccount(tag: string) {
  const id = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Riley',
    lastName: `Tester ${tag}`,
    email: `${id}@e2e.paid.test`,
    password: `pw-${id}`,
  };
}

/** Fills the sign-in page's Log In tab (the page /api/login leads to). */
export async function logInOnPage(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** Logs in through the real pages, starting from /api/login with a return path. */
export async function logInAs(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  returnTo = '/home',
) {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await logInOnPage(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/** Makes `member` an account through the API (the page's cookies then hold its session). */
export async function signUpThroughApi(
  page: Page,
  member: ReturnType<typeof newAccount>,
  origin = '',
) {
  const answer = await page.request.post(`${origin}/api/auth/signup`, {
    data: {
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      password: member.password,
    },
  });
  expect(answer.ok()).toBe(true);
}
