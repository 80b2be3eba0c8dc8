import { healthSchema } from 'shared-api/contracts';
import type { Config } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { readDatabaseMarker } from '../db/database-marker';
import { describeMailFiles, listMailFiles } from '../mail/mail-files';
import { describeMailQueue, readMailQueue } from '../mail/mail-queue';
import { AdminCommandError, callAdminApi, runningServer } from './admin-client';
import { openFolderDatabase } from './folder-database';

// `npm run admin -- mail`: the mail written to files (plain files, read without a database;
// the folder the data folder's server wrote to, as its database.json says, so a cluster's
// shared mail folder is found from any server's data folder),
// then the outbox queue's size and age (docs/mail.md), from the running server's health
// answer or else the folder's own database. A folder without a database still lists its files.

async function mailQueueLine(config: Config): Promise<string> {
  try {
    const server = runningServer(config);
    if (server) {
      const json = await callAdminApi(config, server, { method: 'GET', path: '/api/health' });
      if (json !== undefined) return describeMailQueue(healthSchema.parse(json).mailQueue);
    }
    const { db } = await openFolderDatabase(config);
    try {
      return describeMailQueue(await readMailQueue(db));
    } finally {
      await db.close();
    }
  } catch (error) {
    // A folder without a database, or one whose database is held: the files still count.
    if (error instanceof AdminCommandError || error instanceof DataDirLockedError) {
      return `Mail queue: not read. ${error.message}`;
    }
    throw error;
  }
}

export async function runMailCommand(config: Config): Promise<string> {
  const folder = readDatabaseMarker(config.dataDir)?.mailDir ?? config.mailDir;
  const files = describeMailFiles(folder, await listMailFiles(folder));
  return `${files}\n${await mailQueueLine(config)}`;
}
