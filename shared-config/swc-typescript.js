// How our TypeScript becomes JavaScript, for the build (swc-loader, webpack/) and the tests
// (@swc/jest, jest-preset.js) alike: as tsconfig.base.json says, ES2022 and React's automatic
// JSX runtime, types stripped (tsc checks them once for the whole repo). `module`: 'es6' leaves
// imports to webpack; Jest needs 'commonjs'.
function swcTypeScript({ tsx, module }) {
  return {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: module },
  };
}

module.exports = { swcTypeScript };
