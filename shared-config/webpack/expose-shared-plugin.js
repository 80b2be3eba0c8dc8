// Writes a remote's `expose-shared.json`: for each exposed screen, the shared modules its own
// chunk consumes before the screen's code can run ({ "shorts-screen": ["react", ...,
// "shared-ui/forms"] }). The federation runtime asks the host for those only after the
// remote's entry has run, one round trip after the screen's chunks; the server reads this
// file and the shell's `provides` (boot-scripts-plugin.js) to preload the host's copies with
// the page (server/src/http/page-preloads.ts). Modules only lazy parts of a screen consume
// are not listed: they stay lazy.

const { emitJsonAsset } = require('./emit-json-asset');

const { CONSUME, originModule } = require('./shared-module-origins');
const PLUGIN = 'ExposeSharedPlugin';

class ExposeSharedPlugin {
  /**
   * @param {{ exposes: Record<string, string>, fileName?: string }} options the remote's
   *   exposes ('./shorts-screen' -> its source file), as given to the federation plugin
   */
  constructor({ exposes, fileName = 'expose-shared.json' }) {
    this.exposes = exposes;
    this.fileName = fileName;
  }

  apply(compiler) {
    emitJsonAsset(compiler, PLUGIN, this.fileName, (compilation) => this.exposeShared(compilation));
  }

  exposeShared(compilation) {
    const screenOfSource = new Map(
      Object.entries(this.exposes).map(([key, source]) => [source, key.replace(/^\.\//, '')]),
    );
    const result = {};
    for (const group of compilation.chunkGroups) {
      // An exposed module's chunk group comes from the container entry, by its source path.
      const screen = group.origins
        .map((origin) => screenOfSource.get(origin.request))
        .find((name) => name !== undefined);
      if (!screen) continue;
      const shared = new Set();
      for (const child of group.getChildren()) {
        const module = originModule(child);
        if (module?.type === CONSUME) shared.add(module.options.shareKey);
      }
      result[screen] = [...shared].sort();
    }
    return result;
  }
}

module.exports = { ExposeSharedPlugin };
