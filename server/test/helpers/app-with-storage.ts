import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/db';
import { MemoryFileStorage } from './memory-file-storage';
import { testConfig } from './test-app';

// The app for route tests that store files: quiet, with a MemoryFileStorage the test can
// read, and rate limits high enough for a test's many posts unless the test sets them.

const ROOMY = { max: 10_000, windowMs: 60_000 };

export function appWithStorage(
  db: Db,
  storage: MemoryFileStorage = new MemoryFileStorage(),
  overrides: Partial<Config> = {},
  limits: AppOptions['limits'] = {},
  extra: Pick<AppOptions, 'media' | 'chatClock'> = {},
): { app: FastifyInstance; storage: MemoryFileStorage } {
  const app = buildApp({
    ...extra,
    db,
    config: testConfig(overrides),
    logger: false,
    storage,
    limits: { posts: ROOMY, tournaments: ROOMY, ...limits },
  });
  return { app, storage };
}
