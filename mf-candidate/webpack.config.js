const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({
  name: 'mf_candidate',
  kind: 'remote',
  dir: __dirname,
  devPort: 3003,
  exposes: {
    './register-screen': './src/screens/register-screen.tsx',
    './candidate-registration-screen': './src/screens/candidate-registration-screen.tsx',
    './account-screen': './src/screens/account-screen.tsx',
    './candidate-screen': './src/screens/candidate-screen.tsx',
    './go-live-screen': './src/screens/go-live-screen.tsx',
    './donate-screen': './src/screens/donate-screen.tsx',
  },
});
