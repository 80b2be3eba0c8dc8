// The remote's federation name, dev-server port and exposed screens come from
// shared-config/site-map.js (looked up by this package's name).
const { createWebpackConfig } = require('shared-config');

module.exports = createWebpackConfig({ kind: 'remote', dir: __dirname });
