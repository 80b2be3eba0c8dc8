import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runAdminCommand } from '../src/admin';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-db';
import {
  CONTRACT_BASELINE,
  currentContract,
  writeContractBaseline,
  type ApiDocument,
} from '../src/releases/contract-compat';
import { releaseCommand } from '../src/releases/publish-cli';
import { revisionLabel, workingTree } from '../src/releases/working-tree';
import { makeBuild } from './helpers/release-fixtures';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// What a release says about its source: `-dirty` and the changed paths when the working tree
// had uncommitted changes (releases/working-tree.ts), and the contract check that runs
// instead of rewriting shared-api/contract-baseline.json (recorded by npm run
// contract:baseline): a source that breaks the baseline is refused, a newer one warned about.

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the working tree a release is built from', () => {
  let repo: string;
  before(() => {
    repo = makeTempDir('paid-test-git');
    git(repo, 'init', '-q');
    git(repo, 'config', 'user.email', 'release@example.com');
    git(repo, 'config', 'user.name', 'Release Test');
    fs.writeFileSync(path.join(repo, 'kept.txt'), 'one\n');
    fs.writeFileSync(path.join(repo, 'moved.txt'), 'two\n');
    git(repo, 'add', '.');
    git(repo, 'commit', '-q', '-m', 'first');
  });
  after(() => fs.rmSync(repo, { recursive: true, force: true }));

  it('is clean at a commit: the revision alone', () => {
    const tree = workingTree(repo);
    assert.equal(tree.revision, git(repo, 'rev-parse', '--short=7', 'HEAD').trim());
    assert.deepEqual(tree.uncommitted, []);
    assert.equal(revisionLabel(tree), tree.revision);
  });

  it('is -dirty with the changed paths: edited, renamed and new files', () => {
    fs.writeFileSync(path.join(repo, 'kept.txt'), 'changed\n');
    git(repo, 'mv', 'moved.txt', 'renamed.txt');
    fs.writeFileSync(path.join(repo, 'new file.txt'), 'new\n');
    const tree = workingTree(repo);
    assert.deepEqual([...tree.uncommitted].sort(), ['kept.txt', 'new file.txt', 'renamed.txt']);
    assert.equal(revisionLabel(tree), `${tree.revision}-dirty`);
  });

  it('is nogit outside a checkout', () => {
    const outside = makeTempDir('paid-test-nogit');
    try {
      assert.deepEqual(workingTree(outside), { revision: 'nogit', uncommitted: [] });
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('npm run release: the label and the contract baseline', () => {
  let database: TestDatabase;
  let baselineDir: string;
  const env = () => ({ PAID_DATA_DIR: database.dataDir!, DATABASE_URL: '' });
  before(async () => {
    database = await createTestDatabase('pglite');
    await database.db.close(); // the command opens the folder itself
    baselineDir = makeTempDir('paid-test-baseline');
  });
  after(async () => {
    database.db = await openDatabase({ dataDir: database.dataDir!, databaseUrl: undefined });
    await database.dispose();
    fs.rmSync(baselineDir, { recursive: true, force: true });
  });

  /** A baseline file holding today's contract changed by `change`. */
  const baseline = (name: string, change: (doc: ApiDocument) => void = () => {}) => {
    const file = path.join(baselineDir, name);
    writeContractBaseline(file);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as ApiDocument;
    change(doc);
    fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
    return file;
  };
  const file = (name: string) => ({
    bytes: fs.readFileSync(name, 'utf8'),
    mtimeMs: fs.statSync(name).mtimeMs,
  });

  it('labels a release from uncommitted changes -dirty, lists the paths, and rewrites no baseline', async () => {
    const current = baseline('current.json');
    const before = { committed: file(CONTRACT_BASELINE), given: file(current) };
    let answer: string;
    let afterRelease: typeof before;
    try {
      answer = await releaseCommand(['mf-shorts'], env(), {
        build: () => makeBuild('dirty'),
        baselineFile: current,
        tree: { revision: 'abc1234', uncommitted: ['shared-api/src/x.ts', 'mf-shorts/src/y.tsx'] },
      });
    } finally {
      afterRelease = { committed: file(CONTRACT_BASELINE), given: file(current) };
      // Should the rule break, the working tree's file is put back (the assertion below fails).
      if (afterRelease.committed.bytes !== before.committed.bytes) {
        fs.writeFileSync(CONTRACT_BASELINE, before.committed.bytes);
      }
    }
    const id = /^Published mf_shorts release (\S+) in /.exec(answer)?.[1];
    assert.match(id ?? '', /^\d{8}T\d{6}Z-abc1234-dirty$/, answer);
    assert.doesNotMatch(answer, /Warning/);
    const listing = await runAdminCommand(['releases', 'mf_shorts'], loadConfig(env(), []));
    assert.match(listing, new RegExp(`^mf_shorts +${id} .* abc1234-dirty +LIVE +0 errors$`, 'm'));
    assert.match(
      listing,
      /^ {2}built with uncommitted changes: shared-api\/src\/x\.ts, mf-shorts\/src\/y\.tsx$/m,
    );
    // Releasing wrote neither the committed baseline nor the one it checked against.
    assert.deepEqual(afterRelease, before);
  });

  it('refuses a source whose API breaks the baseline, before building anything', async () => {
    const broken = baseline('broken.json', (doc) => {
      doc.paths['/api/retired-route'] = doc.paths['/api/health'];
    });
    let built = false;
    await assert.rejects(
      releaseCommand(['mf-shorts'], env(), {
        build: () => {
          built = true;
          return makeBuild('never');
        },
        baselineFile: broken,
        tree: { revision: 'abc1234', uncommitted: [] },
      }),
      /breaks what remotes built against .*\n {2}GET \/api\/retired-route: the route is gone\n.*nothing was released/,
    );
    assert.equal(built, false);
  });

  it('warns when the API is newer than the baseline, saying how to record it', async () => {
    const older = baseline('older.json', (doc) => {
      delete doc.paths['/api/health'];
    });
    assert.ok(Object.keys((currentContract() as ApiDocument).paths).includes('/api/health'));
    const answer = await releaseCommand(['mf-shorts'], env(), {
      build: () => makeBuild('newer'),
      baselineFile: older,
      tree: { revision: 'def5678', uncommitted: [] },
    });
    assert.match(answer, /^Published mf_shorts release \d{8}T\d{6}Z-def5678 in /);
    assert.match(answer, /\nWarning: .*run `npm run contract:baseline` and commit the file/);
  });
});
