// Every app's English messages in hand before a test renders (shared-ui/src/i18n): screens then
// render at once, as they do in the site once their catalogue is in. A catalogue is named by
// its package folder ('mf-shorts'), or package and part for `src/locales/<part>/`
// ('shell/screens'), as each app's `defineCatalog` names it.
const fs = require('node:fs');
const path = require('node:path');
const { provideCatalog } = require('../shared-ui/src/i18n/catalogs');
const { catalogueDirs } = require('./catalogue-dirs');

for (const { name, dir } of catalogueDirs()) {
  const messages = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
  provideCatalog(name, 'en', messages);
}
