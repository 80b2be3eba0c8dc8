import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { newAccount } from './accounts';

// A new candidate of its own for a spec (so the demo candidates' figures stay the other
// specs'): signed up and registered in the caller's context, activated with support's admin
// command, as a person and support would.

const repoRoot = path.resolve(__dirname, '../..');

/** The running e2e server's data folder, named the way playwright.config.ts names it. */
function e2eDataDir(): string {
  return path.join(
    repoRoot,
    process.env.E2E_PORT ? `.paid-e2e-data-${process.env.E2E_PORT}` : '.paid-e2e-data',
  );
}

/** `npm run admin -- activate <id>`: on a running server it goes through its admin API. */
export function activateCandidate(candidateId: number): void {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'server/src/admin.ts'),
      'activate',
      String(candidateId),
    ],
    { cwd: repoRoot, env: { ...process.env, PAID_DATA_DIR: e2eDataDir() }, stdio: 'pipe' },
  );
}

/** Signs up a new account in this context (its cookie) and registers it as a candidate. */
export async function newCandidate(request: APIRequestContext) {
  const account = newAccount('golive');
  const signUp = await request.post('/api/auth/signup', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(signUp.ok()).toBe(true);
  const name = `${account.firstName} ${account.lastName}`;
  const registered = await request.post('/api/candidate/register', {
    data: {
      name,
      position: 'mayor',
      geographicCode: 'CA',
      email: account.email,
      phone: '555-010-4000',
      bio: 'Streaming for safer streets.',
    },
  });
  expect(registered.status()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  return { id, name };
}
