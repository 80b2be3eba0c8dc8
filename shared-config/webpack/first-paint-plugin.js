// Writes a remote's `first-paint.json` (the format: shared-api/src/contracts/first-paint.ts):
// the top of each of its screens as HTML, for the server to write into a page's HTML before
// any script runs. The remote's own src/first-paint.ts says what that is, from the same texts its screens
// draw; this plugin runs it in node (through tsx, as the remote's source is TypeScript) and
// checks it, so the first paint ships in the remote's build and release like its scripts. A
// remote without that file has no first paint: its pages start as before.

const fs = require('node:fs');
const path = require('node:path');
const { emitJsonAsset } = require('./emit-json-asset');

const PLUGIN = 'FirstPaintPlugin';
const SOURCE = 'src/first-paint.ts';

/**
 * The remote's first paints, checked against the format and the screens it exposes.
 * @param {string} source the remote's src/first-paint.ts
 * @param {Record<string, string>} exposes the remote's exposes ('./shorts-screen' -> source)
 */
function buildFirstPaint(source, exposes) {
  const { register } = require('tsx/cjs/api');
  // A namespace of its own: a rebuild (watch mode) runs the files afresh.
  const tsx = register({ namespace: `${PLUGIN}-${Date.now()}` });
  try {
    const { firstPaintAssetSchema } = tsx.require('shared-api/first-paint', source);
    const asset = firstPaintAssetSchema.parse(tsx.require(source, __filename).default);
    const screens = new Set(Object.keys(exposes).map((key) => key.replace(/^\.\//, '')));
    for (const screen of Object.keys(asset.screens)) {
      if (!screens.has(screen)) {
        throw new Error(`${source} draws '${screen}', a screen this remote does not expose`);
      }
    }
    return asset;
  } finally {
    tsx.unregister();
  }
}

class FirstPaintPlugin {
  /**
   * @param {{ dir: string, exposes: Record<string, string> }} options the remote's package
   *   folder and its exposes, as given to the federation plugin
   */
  constructor({ dir, exposes }) {
    this.source = path.join(dir, SOURCE);
    this.exposes = exposes;
  }

  apply(compiler) {
    if (!fs.existsSync(this.source)) return;
    const { FIRST_PAINT_FILE } = require('tsx/cjs/api').require(
      'shared-api/first-paint',
      this.source,
    );
    emitJsonAsset(compiler, PLUGIN, FIRST_PAINT_FILE, (compilation) => {
      compilation.fileDependencies.add(this.source);
      return buildFirstPaint(this.source, this.exposes);
    });
  }
}

module.exports = { FirstPaintPlugin, buildFirstPaint };
