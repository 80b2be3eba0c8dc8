const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'shell',
  kind: 'host',
  dir: __dirname,
  devPort: 3100,
  runtimePlugins: [require.resolve('./src/federation/remote-fallback-plugin.ts')],
});
