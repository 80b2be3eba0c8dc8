// shared-config: build-time configuration shared by every app of the monorepo.
const { createWebpackConfig } = require('./webpack/create-webpack-config');
const { sharedSingletons, SINGLETON_PACKAGES } = require('./webpack/shared-singletons');
const { REMOTES } = require('./site-map');

module.exports = { createWebpackConfig, sharedSingletons, SINGLETON_PACKAGES, REMOTES };
