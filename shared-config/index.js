// shared-config: build-time configuration shared by every app of the monorepo.
const { createWebpackConfig } = require('./webpack/create-webpack-config');
const {
  sharedModules,
  SINGLETON_PACKAGES,
  SOURCE_VERSIONED_PACKAGES,
} = require('./webpack/shared-modules');
const { REMOTES } = require('./site-map');

module.exports = {
  createWebpackConfig,
  sharedModules,
  SINGLETON_PACKAGES,
  SOURCE_VERSIONED_PACKAGES,
  REMOTES,
};
