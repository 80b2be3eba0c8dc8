// Every app's English messages in hand before a test renders (shared-ui/src/i18n): screens then
// render at once, as they do in the site once their catalogue is in. The catalogue's name is
// its package's folder, as each app's `defineCatalog` names it.
const fs = require('node:fs');
const path = require('node:path');
const { provideCatalog } = require('../shared-ui/src/i18n/catalogs');

const repoRoot = path.join(__dirname, '..');
for (const entry of fs.readdirSync(repoRoot)) {
  const file = path.join(repoRoot, entry, 'src', 'locales', 'en.json');
  if (fs.existsSync(file)) provideCatalog(entry, 'en', JSON.parse(fs.readFileSync(file, 'utf8')));
}
