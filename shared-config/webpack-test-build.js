// One webpack build in a temporary folder, for the build plugins' tests: writes the files,
// builds, hands the folder and the stats to `read`, then removes the folder.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const timers = require('node:timers');
const { MessagePort } = require('node:worker_threads');

// Jest runs these tests in the browser packages' jsdom, which has no setImmediate; webpack
// needs it. Set before webpack (or a plugin that requires it) is loaded.
globalThis.setImmediate ??= timers.setImmediate;
globalThis.clearImmediate ??= timers.clearImmediate;
// The federation plugin loads its type tools (undici) as it applies, which need MessagePort.
globalThis.MessagePort ??= MessagePort;
const webpack = require('webpack');

/**
 * @template T
 * @param {Record<string, string>} files file name -> text, written into the folder
 * @param {(dir: string) => import('webpack').Configuration} configFor the build, given the folder
 * @param {(dir: string, stats: import('webpack').StatsCompilation) => T} read what the test needs
 * @returns {Promise<T>}
 */
async function buildInTempDir(files, configFor, read) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paid-build-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const compiler = webpack(configFor(dir));
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => {
        compiler.close(() => undefined);
        if (error) reject(error);
        else resolve(result.toJson({ modules: true, errors: true }));
      }),
    );
    if (stats.errors.length) throw new Error(stats.errors.map((e) => e.message).join('\n'));
    return read(dir, stats);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const REPO_ROOT = path.resolve(__dirname, '..');

/**
 * A production build for the browser of `entry.mjs` in the temporary folder `dir` to `out.js`,
 * with `options` on top (`resolve` merged).
 * @param {string} dir
 * @param {import('webpack').Configuration} [options]
 */
function entryConfig(dir, { resolve = {}, ...options } = {}) {
  return {
    mode: 'production',
    target: 'web',
    context: dir,
    entry: path.join(dir, 'entry.mjs'),
    output: { path: dir, filename: 'out.js' },
    // The entry is in a temporary folder: packages from the repository's node_modules, and
    // each package's own dependencies from beside it as usual.
    resolve: { ...resolve, modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] },
    ...options,
  };
}

module.exports = { buildInTempDir, entryConfig };
