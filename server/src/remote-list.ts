import { createRequire } from 'node:module';
import { z } from 'zod';

// The federated remotes come from shared-config/site-map.js (CommonJS, shared with the
// webpack configs, the shell and ESLint), so the list of remotes is written down exactly once.
// Below the HTTP layer: configuration, releases and the admin tool read it too; what a page
// loads from each remote is http/remotes.ts.

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
