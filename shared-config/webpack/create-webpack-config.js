// The one webpack + Module Federation config factory. Every app's webpack.config.js is a
// call to this function, so the federation setup (names, shared singletons, manifests,
// output naming, loaders) cannot drift between the shell and the remotes.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules');
const { singletonChunkGroups, subsetAliases } = require('./shared-subsets');
const { BootScriptsPlugin } = require('./boot-scripts-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { ExposeSharedPlugin } = require('./expose-shared-plugin');
const { FirstPaintPlugin } = require('./first-paint-plugin');
const { SDK_ENV } = require('./federation-debug-switch-loader');
const { REMOTES, remoteExposes } = require('../site-map');
const { swcTypeScript } = require('../swc-typescript');

const COMPRESSIBLE = /\.(js|json|html|svg|css)$/;

/**
 * A remote's federation name, dev-server port and exposed screens, from the site map entry of
 * the package it builds: a remote's webpack.config.js restates none of them.
 * @param {string} packageName
 */
function remoteOptions(packageName) {
  const remote = REMOTES.find((candidate) => candidate.package === packageName);
  if (!remote) {
    throw new Error(`${packageName} is not a remote of shared-config/site-map.js`);
  }
  return { name: remote.name, devPort: remote.devPort, exposes: remoteExposes(remote) };
}

/**
 * @param {object} options
 * @param {string} options.dir the app's package folder (pass __dirname)
 * @param {'host'|'remote'} options.kind a remote's name, port and exposes come from the site map
 * @param {string} [options.name] host only: federation name with underscores (each becomes a global)
 * @param {number} [options.devPort] host only: port of the dev server
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (host: remote fallbacks)
 */
function createWebpackConfig({ dir, kind, runtimePlugins = [], ...hostOptions }) {
  const isHost = kind === 'host';
  const pkg = require(path.join(dir, 'package.json'));
  const { name, devPort, exposes } = isHost
    ? { name: hostOptions.name, devPort: hostOptions.devPort, exposes: undefined }
    : remoteOptions(pkg.name);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes resolve their chunks from wherever their entry was loaded ('auto');
        // the shell uses '/' because html-webpack-plugin treats 'auto' as relative and
        // deep links such as /PaidCity/CA/037/44000 would break.
        publicPath: isHost ? '/' : 'auto',
        // 8 hex digits of content hash: the entry and main.js carry one per chunk (about 25
        // each), incompressible, so 16 cost ~0.2 KB of /home's 150 KB; a chunk's name is in
        // its file name too, and each release has its own folder, so 32 bits tell versions apart.
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // Production builds share subsets of the largest singletons (shared-subsets.js).
        alias: production ? subsetAliases() : {},
      },
      module: {
        // A missing export is a build error, not undefined at run time (a shared module's names
        // are known only at run time: shared-subsets.test.js checks those).
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          // TypeScript to JavaScript with SWC (types are checked once for the whole repo by
          // `npm run typecheck`): a remote's build took a quarter less CPU than with ts-loader's
          // transpile-only mode (mf-candidate 14.8 -> 11.4 core-seconds), its output no larger.
          typeScriptRule(/\.ts$/, false),
          typeScriptRule(/\.tsx$/, true),
          // Third-party widget styles (Uppy's dashboard) arrive as CSS files; they are injected
          // as <style> tags, which the CSP allows for styles only ('unsafe-inline' in style-src).
          {
            test: /\.css$/,
            use: [require.resolve('style-loader'), require.resolve('css-loader')],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|mp4|webm|woff2?)$/, type: 'asset/resource' },
          // An app's messages, one file per language (shared-ui/src/i18n, docs/languages.md).
          {
            // src/locales/<lang>.json, or src/locales/<part>/<lang>.json for a part of an app that
            // loads with its own screens (the shell's screens, one remote's secondary screens).
            test: /[\\/]src[\\/]locales[\\/](?:[\w-]+[\\/])?[a-z]{2}\.json$/,
            type: 'javascript/auto',
            loader: require.resolve('./catalog-loader'),
          },
          // The federation runtime's debug switch without a localStorage read at start-up.
          ...(production
            ? [{ test: SDK_ENV, loader: require.resolve('./federation-debug-switch-loader') }]
            : []),
        ],
      },
      optimization: {
        // The shell's chunks are named after the modules they hold, so a page's requests say
        // what each file is (the shell's shared-ui is found by that name, e2e/lib/singletons.ts).
        // A remote's production chunks have short numeric ids instead: its remoteEntry.js
        // maps every chunk id to its file, and each chunk names the others it needs (named,
        // mf-brackets' remoteEntry.js was 0.4 KB larger on every page). The singletons' chunks
        // are named everywhere (shared-subsets.js), and a remote's lazy chunk that someone
        // looks for by name is named in its import().
        chunkIds: production && !isHost ? 'deterministic' : 'named',
        // One file per singleton library, named after it (shared-subsets.js).
        splitChunks: production ? { cacheGroups: singletonChunkGroups({ isHost }) } : undefined,
        moduleIds: production ? 'deterministic' : 'named',
        // swc's minifier instead of webpack's default terser: a remote's build (and so
        // `npm run release`) takes about 4 s less, and its output is no larger (measured on
        // mf-shorts: 198.2 KB of brotli with terser, 197.8 KB with swc).
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin({
          __PAID_APP__: JSON.stringify(pkg.name),
          __PAID_BUILD_TAG__: JSON.stringify(
            process.env.PAID_BUILD_TAG || `${pkg.name}@${pkg.version}`,
          ),
        }),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          // The default 'version-first' fetches every remote's entry at start, so one dead
          // remote would break the shell.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          // dts downloads types over the network; virtualRuntimeEntry avoids the temporary
          // entry file that npm 11's "type":"commonjs" breaks.
          dts: false,
          virtualRuntimeEntry: true,
          runtimePlugins:
            isHost && production
              ? [...runtimePlugins, path.join(__dirname, 'provide-runtime-core.mjs')]
              : runtimePlugins,
          // A remote never loads other remotes and finds its shared modules through the
          // shell, so its runtime can leave out remote loading and manifest snapshots: this
          // roughly halves every remoteEntry.js. In production the federation runtime's core
          // is, besides, loaded once: the shell hands its copy to the remotes on a global
          // (provide-runtime-core.mjs) and each remote entry uses it (externalRuntime) instead
          // of carrying its own (8.4 KB of brotli per remote entry: docs/module-federation.md).
          // So a remote's production build runs inside the shell only; standalone, a remote
          // runs its dev server.
          experiments: isHost
            ? { optimization: { target: 'web' } }
            : {
                optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
                externalRuntime: production,
              },
        }),
        // The start-up scripts compiled off the main thread as they download.
        ...(production ? [new CompileHintsPlugin({ exposes })] : []),
        // Every app has an index.html: the shell's is the site; a remote's is its
        // standalone dev harness (src/bootstrap.tsx).
        new HtmlWebpackPlugin({
          template: path.join(__dirname, '..', 'index.html'),
          title: isHost ? 'PAID - Competitive Democracy Platform' : `${pkg.name} (standalone)`,
          // A PNG, not an SVG: Chromium draws a page's icon in the page's own renderer, and an SVG
          // icon is a whole SVG document there (its style sheet, its text laid out): a 10-20 ms
          // task on the main thread as the page starts, where a PNG is a plain decode.
          favicon: path.join(__dirname, '..', 'favicon.png'),
          chunks: ['main'],
        }),
        // The shell's start-up scripts, which the server preloads from index.html; a remote's
        // screens' shared modules, which the server preloads with their page, and the top of
        // its screens, which the server writes into their page (first-paint-plugin.js).
        ...(isHost
          ? [new BootScriptsPlugin({ bootRequest: './bootstrap' })]
          : [new ExposeSharedPlugin({ exposes }), new FirstPaintPlugin({ dir, exposes })]),
        // Pre-compressed copies that the server sends as they are (no CPU spent compressing on
        // each request): brotli (.br, quality 11, ~12% smaller than gzip -9 on our scripts) to
        // every browser that accepts it (all current ones, on https and on loopback), gzip
        // (.gz) to the rest. Small files too (a page's catalogues and the language list are
        // 0.3-0.6 KB each, and 40% smaller compressed): a copy is kept when it saves 10%.
        ...(production
          ? [
              new CompressionPlugin({
                test: COMPRESSIBLE,
                threshold: 0,
                minRatio: 0.9,
                compressionOptions: { level: 9 },
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                threshold: 0,
                minRatio: 0.9,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  },
                },
              }),
            ]
          : []),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The API (and, for the shell, the built remotes and their list) come from the
        // real server on :3000 (`npm run serve`); nothing is mocked in development.
        proxy: [
          {
            context: ['/api', '/files', ...(isHost ? ['/remotes.json', '/remotes'] : [])],
            target: process.env.PAID_API_ORIGIN || 'http://localhost:3000',
          },
        ],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}

/** Our TypeScript (.ts, or .tsx with JSX), compiled by swc-loader (swc-typescript.js). */
function typeScriptRule(test, tsx) {
  return {
    test,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: swcTypeScript({ tsx, module: 'es6' }),
    },
  };
}

module.exports = { createWebpackConfig };
