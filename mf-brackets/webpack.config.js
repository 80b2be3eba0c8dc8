const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'mf_brackets',
  kind: 'remote',
  dir: __dirname,
  devPort: 3001,
  exposes: {
    './home-screen': './src/screens/home-screen.tsx',
    './state-screen': './src/screens/state-screen.tsx',
    './county-screen': './src/screens/county-screen.tsx',
    './city-screen': './src/screens/city-screen.tsx',
  },
});
