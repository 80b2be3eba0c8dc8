import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Db, DbTx } from '../src/db/db';
import {
  applySqlFunctions,
  FUNCTIONS_DIR,
  MIGRATIONS_DIR,
  readSqlFunctionFiles,
} from '../src/db/migrate';
import { SERVER_DIR } from '../src/server-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { makeTempDir } from './helpers/temp-dir';

// The database's functions and triggers are the files of server/sql/functions, one current
// definition each (docs/money-sql.md): a migrated database holds exactly what the files say
// (read back with pg_get_functiondef and pg_get_triggerdef, before and after applying every
// file once more), every function has its file, and no migration after the history nor any
// server source defines one elsewhere.

/** The last numbered migration written before functions got their own files: history. */
const HISTORY_ENDS = '0031';

type Definitions = Record<string, string>;

/** Every function and trigger of the schema, as the database prints them. */
async function definitions(db: Db | DbTx): Promise<Definitions> {
  const { rows } = await db.query<{ name: string; def: string }>(
    `select 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
              as name,
            pg_get_functiondef(p.oid) as def
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = current_schema()
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     union all
     select 'trigger ' || t.tgname || ' on ' || c.relname, pg_get_triggerdef(t.oid)
       from pg_trigger t
       join pg_class c on c.oid = t.tgrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and not t.tgisinternal
      order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.def]));
}

class RolledBack extends Error {}

/** The definitions once every file has run again, in a transaction that is rolled back. */
async function definitionsOfTheFiles(db: Db): Promise<Definitions> {
  let seen: Definitions = {};
  await assert.rejects(
    db.transaction(async (tx) => {
      for (const { sql } of readSqlFunctionFiles()) await tx.exec(sql);
      seen = await definitions(tx);
      throw new RolledBack();
    }),
    RolledBack,
  );
  return seen;
}

/** What differs between the database and the files: names, each with both texts. */
function differences(inDatabase: Definitions, inFiles: Definitions): string[] {
  const names = [...new Set([...Object.keys(inDatabase), ...Object.keys(inFiles)])].sort();
  return names
    .filter((name) => inDatabase[name] !== inFiles[name])
    .map(
      (name) =>
        `${name}\n--- database:\n${inDatabase[name] ?? '(none)'}\n--- files:\n${inFiles[name] ?? '(none)'}`,
    );
}

const functionName = (key: string) => /^function (\w+)\(/.exec(key)?.[1];
const triggerFunction = (def: string) => /execute function (\w+)\(/i.exec(def)?.[1];

/** Statements that define a function or trigger, in SQL written anywhere. */
const DEFINES = /\bcreate\s+(or\s+replace\s+)?(function|trigger)\s+(\w+)/gi;

function tsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('sql/functions: the files', () => {
  it('hold one function each, named as the file, replaced in place', () => {
    const files = readSqlFunctionFiles();
    assert.ok(files.length >= 15, `${files.length} files`);
    for (const { file, sql } of files) {
      const name = file.replace(/\.sql$/, '');
      const functions = [...sql.matchAll(DEFINES)].filter((m) => m[2].toLowerCase() === 'function');
      assert.deepEqual(
        functions.map((m) => m[3]),
        [name],
        `${file} defines the function ${name} and no other`,
      );
      assert.ok(
        functions.every((m) => m[1]),
        `${file}: create OR REPLACE, so applying it again replaces the one definition`,
      );
      for (const trigger of [...sql.matchAll(DEFINES)].filter(
        (m) => m[2].toLowerCase() === 'trigger',
      )) {
        assert.ok(trigger[1], `${file}: create or replace trigger ${trigger[3]}`);
      }
    }
  });

  it('are the only place after the history that defines a function or trigger', () => {
    const elsewhere: string[] = [];
    for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f > `${HISTORY_ENDS}_`)) {
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const m of sql.matchAll(DEFINES)) elsewhere.push(`migrations/${file}: ${m[0]}`);
    }
    for (const file of tsFiles(path.join(SERVER_DIR, 'src'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(DEFINES)) {
        elsewhere.push(`${path.relative(SERVER_DIR, file)}: ${m[0]}`);
      }
    }
    assert.deepEqual(elsewhere, [], 'write it in server/sql/functions/<name>.sql instead');
  });
});

for (const kind of databaseKinds({
  differsByDatabase: 'the functions a PostgreSQL server prints back equal the files',
})) {
  describe(`sql/functions: a migrated database holds the files (${kind})`, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase(kind);
    });
    after(() => database.dispose());

    it('has exactly the definitions the files make', async () => {
      const inDatabase = await definitions(database.db);
      assert.ok(Object.keys(inDatabase).length >= 20, 'functions and triggers are read');
      assert.deepEqual(differences(inDatabase, await definitionsOfTheFiles(database.db)), []);
    });

    it('has a file for every function and for every trigger function', async () => {
      const names = new Set(readSqlFunctionFiles().map(({ file }) => file.replace(/\.sql$/, '')));
      const inDatabase = await definitions(database.db);
      const missing = Object.entries(inDatabase).flatMap(([key, def]) => {
        const name = key.startsWith('function ') ? functionName(key) : triggerFunction(def);
        return name && names.has(name) ? [] : [key];
      });
      assert.deepEqual(missing, [], 'each function lives in server/sql/functions/<name>.sql');
    });

    it('finds a definition changed outside the files (the check is not vacuous)', async () => {
      await database.db.exec(
        `create or replace function paid_email_key(p_email text) returns text
         language sql immutable as $$ select lower(p_email) $$`,
      );
      try {
        const found = differences(
          await definitions(database.db),
          await definitionsOfTheFiles(database.db),
        );
        assert.equal(found.length, 1);
        assert.match(found[0], /^function paid_email_key\(p_email text\)/);
      } finally {
        // Back to the file's definition, the way a start does it.
        await database.db.exec('delete from schema_functions');
        await applySqlFunctions(database.db);
      }
      assert.deepEqual(
        differences(await definitions(database.db), await definitionsOfTheFiles(database.db)),
        [],
      );
    });

    it('applies a changed file at the next start, and skips unchanged ones', async () => {
      assert.deepEqual(await applySqlFunctions(database.db), [], 'nothing changed');
      const dir = makeTempDir('paid-sql-functions');
      try {
        for (const { file, sql } of readSqlFunctionFiles()) {
          fs.writeFileSync(path.join(dir, file), sql);
        }
        const file = path.join(dir, 'paid_lock_gifts.sql');
        fs.writeFileSync(
          file,
          fs.readFileSync(file, 'utf8').replace('order by 1 loop', 'order by 1 desc loop'),
        );
        assert.deepEqual(await applySqlFunctions(database.db, dir), ['paid_lock_gifts.sql']);
        const { rows } = await database.db.query<{ src: string }>(
          `select prosrc as src from pg_proc where proname = 'paid_lock_gifts'`,
        );
        assert.match(rows[0].src, /order by 1 desc loop/);
        assert.deepEqual(await applySqlFunctions(database.db, dir), []);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
        assert.deepEqual(await applySqlFunctions(database.db, FUNCTIONS_DIR), [
          'paid_lock_gifts.sql',
        ]);
      }
    });
  });
}
