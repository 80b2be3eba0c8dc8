// How the build-report plugins tell which shared module a chunk group was made for: webpack
// gives each consumed (or provided) shared module's fallback its own async chunk group, whose
// origin is that consume-shared (or provide) module.

const CONSUME = 'consume-shared-module';
const PROVIDE = 'provide-module';

/** The module a chunk group was split off for, if any. */
function originModule(group) {
  return group.origins.find((origin) => origin.module)?.module;
}

module.exports = { CONSUME, PROVIDE, originModule };
