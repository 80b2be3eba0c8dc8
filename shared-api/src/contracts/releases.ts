import { z } from 'zod';
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_PATH_MAX,
  CLIENT_ERROR_STACK_MAX,
} from '../constants';
import { countSchema, isoDateTimeSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';

// Immutable remote releases (docs/releases.md): each publish of a remote is
// a folder `/releases/<package>/<releaseId>/` that never changes; the database says which
// release of each remote is live, and which (if any) is a canary for some browsers. Changing
// that is support's (docs/roles.md): admins or the admin command with the admin secret.
// Which release a page got is public (GET /api/releases), and so is reporting an error from
// one (POST /api/client-errors).

/**
 * `20261125T071502Z-08c6718`: the publish time (UTC, to the second) and the git revision,
 * which ends in `-dirty` when the working tree had uncommitted changes.
 */
export const RELEASE_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-z]{1,40}(?:-dirty)?$/;
export const releaseIdSchema = z
  .string()
  .max(64)
  .regex(RELEASE_ID_PATTERN, 'Not a release id (like 20261125T071502Z-08c6718)');

/** What a page's remote list names for a remote: a release, its built dist, or PAID_REMOTES. */
export const BUILT_RELEASE = 'built';
export const OVERRIDE_RELEASE = 'override';
export const pageReleaseSchema = z.union([
  releaseIdSchema,
  z.literal(BUILT_RELEASE),
  z.literal(OVERRIDE_RELEASE),
]);

/** A remote by its federation name (`mf_shorts`) or its package folder (`mf-shorts`). */
export const remoteNameSchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9_-]+$/, 'Not a remote name');

export const canarySchema = z.object({
  release: releaseIdSchema,
  /** Browsers whose bucket (0-99) is below this get the canary. */
  percent: z.number().int().min(0).max(100),
});
export type Canary = z.infer<typeof canarySchema>;

/** What a remote's pages load now. */
export const remoteReleaseStateSchema = z.object({
  remote: z.string(),
  package: z.string(),
  /** The live release, or 'built' when none was published (the built dist is served). */
  live: z.union([releaseIdSchema, z.literal(BUILT_RELEASE)]),
  canary: canarySchema.nullable(),
});
export type RemoteReleaseState = z.infer<typeof remoteReleaseStateSchema>;

export const liveReleasesSchema = z.object({ remotes: z.array(remoteReleaseStateSchema) });
export type LiveReleases = z.infer<typeof liveReleasesSchema>;

export const releaseSchema = z.object({
  id: releaseIdSchema,
  remote: z.string(),
  createdAt: isoDateTimeSchema,
  gitRevision: z.string(),
  /** The paths `git status` named when it was built from uncommitted changes; else null. */
  uncommittedPaths: z.array(z.string()).nullable(),
  /** Error reports (POST /api/client-errors) from pages that ran this release. */
  errorCount: countSchema,
  status: z.enum(['live', 'canary', 'previous']),
  /** The canary's percentage when status is 'canary'. */
  canaryPercent: z.number().int().min(0).max(100).nullable(),
  /** False once retention deleted its files (it can no longer go live). */
  hasFiles: z.boolean(),
});
export type Release = z.infer<typeof releaseSchema>;

export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;

/** Most files a release may hold, and the most uncommitted paths it lists. */
export const RELEASE_FILES_MAX = 5000;
export const RELEASE_UNCOMMITTED_MAX = 2000;

export const publishReleaseBodySchema = z.object({
  remote: remoteNameSchema,
  id: releaseIdSchema,
  gitRevision: z.string().regex(/^[0-9a-z]{1,40}(?:-dirty)?$/),
  uncommittedPaths: z.array(z.string().min(1).max(1000)).max(RELEASE_UNCOMMITTED_MAX).optional(),
  /**
   * The release's files (npm run release sends them, so the server stores them where every
   * server reads them). Without them, the files must already be in the server's releases folder.
   */
  files: z
    .array(z.object({ path: z.string().min(1).max(500), base64: z.string() }))
    .min(1)
    .max(RELEASE_FILES_MAX)
    .optional(),
});

/** The answer to every change of a remote's live state: the state after it. */
export const releaseChangeSchema = z.object({
  state: remoteReleaseStateSchema,
  /** Release folders retention deleted (publish only). */
  pruned: z.array(releaseIdSchema),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

const remoteParams = z.object({ remote: remoteNameSchema });

export const clientErrorBodySchema = z.object({
  /** The remote's federation name (`mf_shorts`). */
  remote: remoteNameSchema,
  release: pageReleaseSchema,
  message: z.string().min(1).max(CLIENT_ERROR_MESSAGE_MAX),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  /** The page's path. */
  path: z.string().max(CLIENT_ERROR_PATH_MAX).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorBodySchema>;

export const clientErrorReceiptSchema = z.object({
  /** Whether it counted against a published release (not for 'built' or 'override'). */
  counted: z.boolean(),
});

/** Routes of the contract's `releases` area (contract.ts), by name. */
export const releasesRoutes = {
  live: defineRoute({
    method: 'GET',
    path: '/api/releases',
    response: liveReleasesSchema,
    summary: "Each remote's live release and canary (public, for operations)",
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/releases',
    query: z.object({ remote: remoteNameSchema.optional() }),
    response: releaseListSchema,
    summary: 'Support: the releases of every remote (or one), newest first, with error counts',
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/admin/releases',
    body: publishReleaseBodySchema,
    response: releaseChangeSchema,
    summary:
      'Support: stores a release (its files sent, or already in the releases folder) and makes it live (npm run release)',
  }),
  rollback: defineRoute({
    method: 'POST',
    path: '/api/admin/releases/:remote/rollback',
    params: remoteParams,
    body: z.object({ release: releaseIdSchema.optional() }),
    response: releaseChangeSchema,
    summary: 'Support: makes the release before the live one (or the named one) live again',
  }),
  canary: defineRoute({
    method: 'POST',
    path: '/api/admin/releases/:remote/canary',
    params: remoteParams,
    body: canarySchema,
    response: releaseChangeSchema,
    summary: 'Support: gives a release to a percentage of browsers as a canary',
  }),
  promote: defineRoute({
    method: 'POST',
    path: '/api/admin/releases/:remote/promote',
    params: remoteParams,
    response: releaseChangeSchema,
    summary: "Support: makes a remote's canary its live release",
  }),
  dropCanary: defineRoute({
    method: 'POST',
    path: '/api/admin/releases/:remote/drop-canary',
    params: remoteParams,
    response: releaseChangeSchema,
    summary: "Support: ends a remote's canary (everyone gets the live release)",
  }),
  clientError: defineRoute({
    method: 'POST',
    path: '/api/client-errors',
    body: clientErrorBodySchema,
    response: clientErrorReceiptSchema,
    summary: "Reports a remote's error in the browser, counted against the release it ran",
  }),
} satisfies RouteGroup;
