// Each app's messages (`src/locales/<language>.json`, ICU MessageFormat) compiled at build time
// with Lingui's own compiler, so the browser never loads a message parser (6.5 KB of brotli
// per page). A language's file is filled from `en.json` for any key it lacks: a missing
// Spanish message shows in English: the build warns of it and `shared-config/catalogs.test.js`
// fails on it, never at run time.
const fs = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogLoader(source) {
  const english = path.join(path.dirname(this.resourcePath), 'en.json');
  let fallback = {};
  if (path.resolve(this.resourcePath) !== english) {
    this.addDependency(english);
    fallback = JSON.parse(fs.readFileSync(english, 'utf8'));
  }
  const own = JSON.parse(source);
  const missing = Object.keys(fallback).filter((key) => !(key in own));
  if (missing.length > 0) {
    // Reported by the build (and failed by the tests); the page shows these in English.
    this.emitWarning(
      new Error(`${missing.length} message(s) missing, shown in English: ${missing.join(', ')}`),
    );
  }
  const messages = { ...fallback, ...own };
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]),
  );
  // JSON.parse of a string literal is faster for V8 than the same object as a literal.
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
};
