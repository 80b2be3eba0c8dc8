import { createRequire } from 'node:module';
import { z } from 'zod';

// The federated remotes come from shared-config/site-map.js (CommonJS, shared with the
// webpack configs, the shell and ESLint), so the list of remotes is written down exactly once.

const remoteSchema = z.object({
  name: z.string().regex(/^[a-z_]+$/),
  package: z.string().regex(/^[a-z0-9-]+$/),
  devPort: z.number().int(),
});
export type RemoteInfo = z.infer<typeof remoteSchema>;

const require = createRequire(import.meta.url);
const remotes: readonly RemoteInfo[] = z
  .array(remoteSchema)
  .parse(require('shared-config/site-map').REMOTES);

export function listRemotes(): readonly RemoteInfo[] {
  return remotes;
}

export function remoteNames(): string[] {
  return remotes.map((remote) => remote.name);
}

/** One entry of /remotes.json, the shape the shell registers with the federation runtime. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Each remote's manifest URL: served from this origin unless PAID_REMOTES points elsewhere. */
export function remoteEntries(overrides: Record<string, string>): RemoteEntry[] {
  return remotes.map((remote) => ({
    name: remote.name,
    entry: overrides[remote.name] ?? `/remotes/${remote.package}/mf-manifest.json`,
  }));
}
