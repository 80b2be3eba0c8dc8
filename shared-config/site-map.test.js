/* global test, expect -- Jest's */
// The lists that cannot import shared-config/site-map.js are checked against it here.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES, REMOTE_ROUTES } = require('./site-map');

const REPO_ROOT = path.resolve(__dirname, '..');

test("the root package.json's workspaces hold exactly the site map's remotes", () => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  const remoteFolders = workspaces.filter((workspace) => workspace.startsWith('mf-'));
  expect(remoteFolders.sort()).toEqual(REMOTES.map((remote) => remote.package).sort());
  // and no remote folder exists that the site map leaves out
  const onDisk = fs.readdirSync(REPO_ROOT).filter((entry) => /^mf-/.test(entry));
  expect(onDisk.sort()).toEqual(remoteFolders);
});

test.each(REMOTES.map((remote) => [remote.package, remote]))(
  '%s: package name and standalone harness match the site map',
  (folder, remote) => {
    const dir = path.join(REPO_ROOT, folder);
    expect(require(path.join(dir, 'package.json')).name).toBe(remote.package);
    // bootstrap.tsx's loaders are type-checked against the remote it names; it must name its own
    const bootstrap = fs.readFileSync(path.join(dir, 'src', 'bootstrap.tsx'), 'utf8');
    expect(bootstrap).toContain(`mountStandalone('${remote.name}',`);
    expect(remote.name).toMatch(/^[a-z_]+$/);
  },
);

test('names, ports and paths are unique', () => {
  const unique = (values) => new Set(values).size === values.length;
  expect(unique(REMOTES.map((remote) => remote.name))).toBe(true);
  expect(unique(REMOTES.map((remote) => remote.devPort))).toBe(true);
  expect(unique(REMOTE_ROUTES.map((route) => route.path.toLowerCase()))).toBe(true);
  expect(unique(REMOTE_ROUTES.map((route) => `${route.remote}/${route.screen}`))).toBe(true);
});
