import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { newAccount } from './accounts';
import { runAdminCommand } from './admin-command';
import { verifyEmailByMail } from './mail';

// A new candidate of its own for a spec (so the demo candidates' figures stay the other
// specs'): signed up and registered in the caller's context, activated with support's admin
// command, as a person and support would.

/** `npm run admin -- activate <id>`: on a running server it goes through its admin API. */
export function activateCandidate(candidateId: number): void {
  runAdminCommand('activate', String(candidateId));
}

/**
 * Signs up a new account in this context (its cookie) and registers it as a candidate in
 * `geographicCode` (California unless told), named 'Riley Tester {tag} {unique}': a verified
 * candidate's name is theirs alone, and the e2e database is shared by the whole run,
 * so a name of its own lets any spec (or its retry) have support activate it.
 */
export async function newCandidate(
  request: APIRequestContext,
  { geographicCode = 'CA', tag = 'golive' }: { geographicCode?: string; tag?: string } = {},
) {
  const account = newAccount(tag);
  const signUp = await request.post('/api/auth/signup', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(signUp.ok()).toBe(true);
  // Applying needs a verified address (docs/mail.md): open the mailed link.
  await verifyEmailByMail(request, account.email);
  const name = `${account.firstName} ${account.lastName} ${Math.random().toString(36).slice(2, 8)}`;
  const registered = await request.post('/api/candidate/register', {
    data: {
      name,
      position: 'mayor',
      geographicCode,
      email: account.email,
      phone: '555-010-4000',
      bio: 'Streaming for safer streets.',
    },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  // The account too: a spec may log the same person in from a second browser.
  return { id, name, account };
}

/** A new candidate, activated: registered in a context of its own, closed afterwards. */
export async function newActiveCandidate(browser: Browser) {
  const owner = await browser.newContext();
  const candidate = await newCandidate(owner.request);
  activateCandidate(candidate.id);
  await owner.close();
  return candidate;
}
