/**
 * Proof that each shared singleton loads exactly once in the composed site. The webpack
 * factory puts each singleton library in one chunk named after it
 * (shared-config/webpack/shared-subsets.js: `/shared-react-dom.<hash>.js`), and shared-ui's
 * shared entry is `/shared-ui_src_index_ts.<hash>.js` from the shell (whose chunks are named
 * after their modules) and `/remotes/<remote>/shared-ui.<hash>.js` from a remote, so two copies
 * of React would show as two loaded `shared-react` files, one from the shell and one from a
 * remote.
 */
export const SINGLETON_CHUNKS: Record<string, RegExp> = {
  react: /^shared-react\./,
  'react/jsx-runtime': /^shared-react\./,
  'react-dom': /^shared-react-dom\./,
  'react-dom/client': /^shared-react-dom\./,
  // 'react-router' and 'react-router-dom' are one shared subset (shared-subsets.js).
  'react-router': /^shared-react-router\./,
  'react-router-dom': /^shared-react-router\./,
  '@tanstack/react-query': /^shared-react-query\./,
  'styled-components': /^shared-styled-components\./,
  'react-hot-toast': /^shared-react-hot-toast\./,
  '@lingui/core': /^shared-lingui-core\./,
  'shared-ui': /^(shared-ui_src_index_ts|shared-ui)\./,
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
