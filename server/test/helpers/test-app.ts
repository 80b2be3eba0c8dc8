import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/db';

// Building the app for tests: quiet logs and a config that points at a throwaway site.

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/paid-test-data',
    databaseUrl: undefined,
    siteDir: '/nonexistent/paid-test-site',
    releasesDir: '/nonexistent/paid-test-releases',
    mailDir: '/nonexistent/paid-test-data/mail',
    publicOrigin: 'http://localhost:3000',
    remoteOverrides: {},
    empty: true,
    logLevel: 'silent',
    oidc: undefined,
    tournamentTickMs: 0,
    clockOffsetMs: 0,
    paymentProvider: 'test',
    ...overrides,
  };
}

export function testApp(
  db: Db,
  overrides: Partial<Config> = {},
  options: Pick<
    AppOptions,
    'limits' | 'adminSecret' | 'payments' | 'chatClock' | 'accountClock' | 'clock'
  > = {},
): FastifyInstance {
  return buildApp({ db, config: testConfig(overrides), logger: false, ...options });
}

/** A Db for tests that never reach SQL (site serving, error format). */
export function unusedDb(): Db {
  const fail = async (): Promise<never> => {
    throw new Error('this test should not query the database');
  };
  return {
    kind: 'pglite',
    query: fail,
    exec: fail,
    transaction: fail,
    listen: fail,
    close: async () => {},
  };
}

/** Starts each app on a port of its own (servers behind a balancer); answers their origins. */
export async function listenOnPorts(apps: readonly FastifyInstance[]): Promise<string[]> {
  const origins: string[] = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origins.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  return origins;
}
