// Where the apps' catalogues are (docs/languages.md): `<package>/src/locales/en.json` is the
// package's catalogue, `<package>/src/locales/<part>/en.json` one part of it.
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** @returns {{ app: string, name: string, dir: string }[]} */
function catalogueDirs() {
  const found = [];
  for (const app of fs.readdirSync(repoRoot)) {
    const locales = path.join(repoRoot, app, 'src', 'locales');
    if (!fs.existsSync(locales)) continue;
    if (fs.existsSync(path.join(locales, 'en.json'))) found.push({ app, name: app, dir: locales });
    for (const part of fs.readdirSync(locales, { withFileTypes: true })) {
      if (part.isDirectory() && fs.existsSync(path.join(locales, part.name, 'en.json'))) {
        found.push({ app, name: `${app}/${part.name}`, dir: path.join(locales, part.name) });
      }
    }
  }
  return found;
}

module.exports = { catalogueDirs, repoRoot };
