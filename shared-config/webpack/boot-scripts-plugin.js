// Writes `boot-scripts.json`: the script files the shell needs before it can render anything
// (the bootstrap chunk and every shared singleton it consumes, transitively), in the order a
// browser would ask for them. The server turns the list into <link rel="preload"> tags in
// index.html, so the browser fetches them together with main.js instead of one round trip
// after it (main.js -> bootstrap + shared chunks -> their own shared dependencies): on a slow
// phone network that chain was most of the time before a page showed anything.
//
// It also lists, for every module the shell provides to the share scope, the files that hold
// it (`provides`): a remote's screen consumes some the shell's start-up does not (the form
// parts of 'shared-ui/forms'), and the server preloads those with that screen's page
// (expose-shared-plugin.js), with the version of each (`versions`): a remote built from other
// source takes its own copy instead, and a hint of the shell's would go unused.
//
// And, per language, the files of the catalogues the shell waits for before its first render
// (`languages`: its own and shared-ui's; docs/languages.md): every language is a file of its
// own, so the server preloads only the page language's. Not the contract's sentences
// (shared-api's catalogue): the screens that show them load them
// (shared-ui/src/i18n/contract-sentences.ts), and /home shows none.
//
// Only shared modules reached through the bootstrap import are listed: a lazy import (the
// sign-in page and its form library) stays lazy. A consumed singleton is fetched from its
// provider's chunk (the share scope hands out the shell's own copy), so that file is listed.

const { emitJsonAsset } = require('./emit-json-asset');

const { CONSUME, PROVIDE, originModule } = require('./shared-module-origins');
const PLUGIN = 'BootScriptsPlugin';
const CONTRACT_SENTENCES = /[\\/]shared-api[\\/]src[\\/]locales[\\/]/;

function scriptsOf(group) {
  return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
}

class BootScriptsPlugin {
  /** @param {{ bootRequest: string, fileName?: string }} options e.g. { bootRequest: './bootstrap' } */
  constructor({ bootRequest, fileName = 'boot-scripts.json' }) {
    this.bootRequest = bootRequest;
    this.fileName = fileName;
  }

  apply(compiler) {
    emitJsonAsset(compiler, PLUGIN, this.fileName, (compilation) => {
      const publicPath = compilation.outputOptions.publicPath;
      const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
      const provides = Object.fromEntries(
        [...this.providedFiles(compilation)].map(([name, files]) => [
          name,
          files.map((file) => prefix + file),
        ]),
      );
      return {
        scripts: this.bootScripts(compilation).map((file) => prefix + file),
        provides,
        versions: this.providedVersions(compilation),
        languages: this.catalogueFiles(compilation, prefix),
      };
    });
  }

  /** Share key -> the script files of the shell's copy, for every module it provides. */
  providedFiles(compilation) {
    const files = new Map();
    for (const group of compilation.entrypoints.get('main').getChildren()) {
      const module = originModule(group);
      if (module?.type === PROVIDE) files.set(module._name, scriptsOf(group));
    }
    return files;
  }

  /**
   * Language -> the files of the start-up catalogues in it: `src/locales/<language>.json` of
   * the shell and of the packages it bundles (a part, `src/locales/<part>/<language>.json`,
   * comes with its own screens and is not listed).
   */
  catalogueFiles(compilation, prefix) {
    const languages = {};
    for (const chunk of compilation.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const match = /[\\/]src[\\/]locales[\\/]([a-z]{2})\.json$/.exec(module.resource ?? '');
        if (!match || CONTRACT_SENTENCES.test(module.resource)) continue;
        const files = (languages[match[1]] ??= []);
        for (const file of chunk.files) {
          if (file.endsWith('.js') && !files.includes(prefix + file)) files.push(prefix + file);
        }
      }
    }
    for (const files of Object.values(languages)) files.sort();
    return languages;
  }

  /** Share key -> the version the shell provides it as. */
  providedVersions(compilation) {
    const versions = {};
    for (const group of compilation.entrypoints.get('main').getChildren()) {
      const module = originModule(group);
      if (module?.type === PROVIDE && typeof module._version === 'string') {
        versions[module._name] = module._version;
      }
    }
    return versions;
  }

  bootScripts(compilation) {
    const entry = compilation.entrypoints.get('main');
    const children = [...entry.getChildren()];
    // The share scope's copy of each package: resolved file -> the chunk files providing it.
    const provided = new Map();
    for (const group of children) {
      const module = originModule(group);
      if (module?.type === PROVIDE) provided.set(module._request, scriptsOf(group));
    }
    const boot = children.find((group) =>
      group.origins.some((origin) => origin.request === this.bootRequest),
    );
    if (!boot) {
      throw new Error(`${PLUGIN}: no chunk group for import('${this.bootRequest}')`);
    }
    const files = new Set(scriptsOf(boot));
    const seen = new Set([boot]);
    const visit = (group) => {
      for (const child of group.getChildren()) {
        const module = originModule(child);
        if (seen.has(child) || module?.type !== CONSUME) continue;
        seen.add(child);
        const source = provided.get(module.options.importResolved) ?? scriptsOf(child);
        for (const file of source) files.add(file);
        visit(child);
      }
    };
    visit(boot);
    return [...files];
  }
}

module.exports = { BootScriptsPlugin };
