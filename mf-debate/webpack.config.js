const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'mf_debate',
  kind: 'remote',
  dir: __dirname,
  devPort: 3002,
  exposes: {
    './tournament-screen': './src/screens/tournament-screen.tsx',
  },
});
