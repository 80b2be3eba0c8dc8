// A build report as a JSON file among the build's assets (boot-scripts.json,
// expose-shared.json), written once every chunk's files are known.

/**
 * @param {import('webpack').Compiler} compiler
 * @param {string} pluginName
 * @param {string} fileName
 * @param {(compilation: import('webpack').Compilation) => unknown} build the file's content
 */
function emitJsonAsset(compiler, pluginName, fileName, build) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
      () => {
        const body = JSON.stringify(build(compilation), null, 2);
        compilation.emitAsset(fileName, new sources.RawSource(`${body}\n`));
      },
    );
  });
}

module.exports = { emitJsonAsset };
