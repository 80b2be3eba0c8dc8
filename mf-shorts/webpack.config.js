const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'mf_shorts',
  kind: 'remote',
  dir: __dirname,
  devPort: 3004,
  exposes: {
    './shorts-screen': './src/screens/shorts-screen.tsx',
    './post-screen': './src/screens/post-screen.tsx',
  },
});
