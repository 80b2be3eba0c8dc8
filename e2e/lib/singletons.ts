/**
 * Proof that each shared singleton loads exactly once in the composed site. The webpack
 * factory names chunks after the module they hold (`chunkIds: 'named'`), e.g.
 * `/node_modules_react_index_js.<hash>.js` or `/remotes/mf-shorts/shared-ui_src_index_ts.<hash>.js`,
 * so two copies of React would show as two loaded files for `node_modules_react_index_js`, one
 * from the shell and one from a remote.
 */
export const SINGLETON_CHUNKS: Record<string, RegExp> = {
  react: /(^|-)node_modules_react_index_js/,
  'react/jsx-runtime': /(^|-)node_modules_react_jsx-runtime_js/,
  'react-dom': /(^|-)node_modules_react-dom_index_js/,
  'react-dom/client': /(^|-)node_modules_react-dom_client_js/,
  'react-router': /(^|-)node_modules_react-router_dist_[a-z]+_(index_mjs|chunk)/,
  // Production builds share 'react-router' and 'react-router-dom' as the subset module of
  // shared-config/webpack/react-router-subset.mjs (the vendor chunk above holds the code).
  'react-router-dom': /(^|-)shared-config_webpack_react-router-subset_mjs/,
  '@tanstack/react-query': /(^|-)node_modules_tanstack_react-query_/,
  'styled-components': /(^|-)node_modules_styled-components_/,
  'react-hot-toast': /(^|-)node_modules_react-hot-toast_/,
  '@lingui/core': /(^|-)node_modules_lingui_core_/,
  'shared-ui': /(^|-)shared-ui_src_index_ts/,
};

export interface SingletonReport {
  name: string;
  files: string[];
}

/** For each singleton, the loaded JS files that hold it (file names only, hash kept). */
export function singletonReport(loadedScriptUrls: string[]): SingletonReport[] {
  const files = [...new Set(loadedScriptUrls)].map((url) => new URL(url).pathname);
  return Object.entries(SINGLETON_CHUNKS).map(([name, pattern]) => ({
    name,
    files: files.filter((file) => pattern.test(file.split('/').pop() ?? '')),
  }));
}

/** The origins (shell or a remote folder) each singleton was loaded from: must be one. */
export function singletonProblems(loadedScriptUrls: string[]): string[] {
  return singletonReport(loadedScriptUrls).flatMap(({ name, files }) => {
    const apps = new Set(files.map((file) => file.replace(/\/[^/]*$/, '') || '/'));
    if (files.length === 0) return [`${name}: not loaded as a shared chunk`];
    if (apps.size > 1) return [`${name}: loaded from ${[...apps].join(' and ')}`];
    return [];
  });
}
