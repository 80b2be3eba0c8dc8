const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'mf_campaign_urls',
  kind: 'remote',
  dir: __dirname,
  devPort: 3005,
  exposes: {
    './campaign-url-generator-screen': './src/screens/campaign-url-generator-screen.tsx',
  },
});
