// `npm run build -w server` (and the root `npm run build`): the server as JavaScript, so
// `npm start` runs it with plain `node` (tsx stays for development and the tests).
// esbuild bundles src/main.ts and src/admin.ts into dist/. Packages from node_modules stay
// imports (resolved at run time, as under tsx); the workspace packages (shared-api,
// consumed as TypeScript source) are bundled in. Migrations and census data are read from
// server/ at run time (src/server-dir.ts), so nothing needs copying.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir <name>`: another folder directly under server/ (the tests' compiled servers, so a
// test never races `npm run build` for dist/). It must sit directly under server/: see below.
const outdirArg = process.argv.indexOf('--outdir');
const outdirName = outdirArg === -1 ? 'dist' : process.argv[outdirArg + 1];
if (!outdirName || outdirName.includes('/') || outdirName.startsWith('..')) {
  throw new Error('--outdir takes the name of a folder directly under server/');
}
const outdir = path.join(serverDir, outdirName);

/** Workspace packages published as TypeScript source: bundled, not imported at run time. */
const BUNDLED_PACKAGES = ['shared-api'];

const isBundled = (specifier) =>
  BUNDLED_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`));

fs.rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: ['src/main.ts', 'src/admin.ts'],
  outdir,
  // Two self-contained files, no shared chunks: src/server-dir.ts finds server/ as the
  // parent of the file it ends up in, which must be dist/ itself.
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'node-modules-stay-external',
      setup(esbuild) {
        // Bare specifiers (fastify, node:fs, ...) are left to Node, except the workspace ones.
        esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
          isBundled(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log(`server built into ${path.relative(process.cwd(), outdir) || outdir}`);
