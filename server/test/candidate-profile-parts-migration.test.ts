import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Migration 0011: standalone applications stored before it hold the original folded bio as
// their biography; it splits them into biography, experience and platform, and leaves every
// other profile as it was.

const MIGRATION = '0011_candidate_profile_parts.sql';

/** A folder with the migrations before 0011, to build the database as it was. */
function migrationsBefore(): string {
  const dir = makeTempDir('paid-migrations-before-0011');
  for (const file of fs.readdirSync(MIGRATIONS_DIR)) {
    if (file.endsWith('.sql') && file < MIGRATION) {
      fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
    }
  }
  return dir;
}

interface Row {
  bio: string | null;
  experience: string | null;
  platform: string | null;
}

const ROWS: Record<string, { stored: Row; migrated: Row }> = {
  folded: {
    stored: {
      bio: 'Farmer.\nTwo lines.\n\nExperience: Town moderator\n\nPlatform: Rural broadband\nand roads',
      experience: null,
      platform: null,
    },
    migrated: {
      bio: 'Farmer.\nTwo lines.',
      experience: 'Town moderator',
      platform: 'Rural broadband\nand roads',
    },
  },
  'folded, no experience': {
    stored: {
      bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
      experience: null,
      platform: null,
    },
    migrated: { bio: 'Teacher.', experience: null, platform: 'Schools.' },
  },
  'already apart': {
    stored: {
      bio: 'Wrote "\n\nExperience: x\n\nPlatform: y" on purpose',
      experience: 'Mayor',
      platform: null,
    },
    migrated: {
      bio: 'Wrote "\n\nExperience: x\n\nPlatform: y" on purpose',
      experience: 'Mayor',
      platform: null,
    },
  },
  'plain bio': {
    stored: { bio: 'Just a biography.', experience: null, platform: null },
    migrated: { bio: 'Just a biography.', experience: null, platform: null },
  },
  'no bio': {
    stored: { bio: null, experience: null, platform: null },
    migrated: { bio: null, experience: null, platform: null },
  },
};

for (const kind of DATABASE_KINDS) {
  describe(`migration 0011 candidate profile parts (${kind})`, () => {
    let database: TestDatabase;
    let before0011: string;
    before(async () => {
      database = await createTestDatabase(kind, { migrated: false });
      before0011 = migrationsBefore();
    });
    after(async () => {
      await database.dispose();
      fs.rmSync(before0011, { recursive: true, force: true });
    });

    it('splits folded biographies and keeps everything else', async () => {
      const { db } = database;
      await migrate(db, before0011);
      const ids: Record<string, number> = {};
      for (const [name, { stored }] of Object.entries(ROWS)) {
        const { rows } = await db.query<{ id: number }>(
          `insert into candidates (name, position, geographic_code, level, state_code, bio,
                                   experience, platform)
           values ($1, 'mayor', 'VT', 'state', 'VT', $2, $3, $4) returning id`,
          [name, stored.bio, stored.experience, stored.platform],
        );
        ids[name] = rows[0].id;
      }

      assert.equal((await migrate(db))[0], '0011_candidate_profile_parts');

      for (const [name, { migrated }] of Object.entries(ROWS)) {
        const { rows } = await db.query<Row>(
          'select bio, experience, platform from candidates where id = $1',
          [ids[name]],
        );
        assert.deepEqual({ ...rows[0] }, migrated, name);
      }
    });
  });
}
