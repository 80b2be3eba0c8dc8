import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server package's folder (server/), where its migrations and census data live. Found
// from this file's location so neither the working directory nor the way the server runs
// matters: this file is server/src/server-dir.ts under tsx, and the build (scripts/build.mjs)
// bundles it into server/dist/*.js; both are one level below server/.

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
