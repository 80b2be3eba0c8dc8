// Marks the scripts a page runs as it starts for eager compilation, with V8's explicit compile
// hint (a `//# allFunctionsCalledOnLoad` first line; Chromium 136 and later, other browsers
// read a comment). Without it V8 compiles each function the first time it is called, on the
// main thread, inside the page's start-up tasks: on /Shorts, unthrottled here, 66-101 ms of
// lazy compiles in ~170 ms of main-thread tasks. With the hint a streamed script is compiled
// on a background thread while it downloads: 17-27 ms of lazy compiles left, ~134 ms of tasks
// (bench/notes.md, sixth session).
//
// Only files whose code mostly runs as a page starts: each hint costs 5-35 bytes on the wire
// (/home has a 150 KB budget), and a file compiled eagerly but barely run wastes the work.
// Precise coverage of the seven measured pages: 44-78% of these files' function bytes run.

const path = require('node:path');
const { Compilation, sources } = require('webpack');

const PLUGIN = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The shared libraries every page runs as it starts, by the files that hold them: React DOM's
 * client (not its 4 KB index), React Router, TanStack Query's core and styled-components.
 */
const START_UP_MODULES = [
  '/node_modules/react-dom/cjs/react-dom-client.',
  '/node_modules/react-router/dist/',
  '/node_modules/@tanstack/query-core/',
  '/node_modules/styled-components/dist/',
];

/** The files of a chunk's modules, those inside a concatenated module included. */
function* moduleFiles(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    for (const inner of module.modules ?? [module]) {
      if (inner.resource) yield inner.resource.split('\\').join('/');
    }
  }
}

class CompileHintsPlugin {
  /**
   * @param {object} [options]
   * @param {Record<string, string>} [options.exposes] a remote's exposes: its screens' chunks
   * @param {string[]} [options.modules] paths (or parts of them) of the start-up libraries
   */
  constructor({ exposes = {}, modules = START_UP_MODULES } = {}) {
    this.exposes = Object.values(exposes);
    this.modules = modules;
  }

  /** The entry chunks (main.js, remoteEntry.js), exposed screens and start-up libraries. */
  isStartUpChunk(compilation, chunk, screens) {
    if (chunk.canBeInitial()) return true;
    for (const file of moduleFiles(compilation, chunk)) {
      if (screens.has(file) || this.modules.some((part) => file.includes(part))) return true;
    }
    return false;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps are written (so they
        // count the extra line) and before the compressed copies and content hashes.
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const screens = new Set(
            this.exposes.map((request) =>
              path.resolve(compiler.context, request).split('\\').join('/'),
            ),
          );
          for (const chunk of compilation.chunks) {
            if (!this.isStartUpChunk(compilation, chunk, screens)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT.trim() };
