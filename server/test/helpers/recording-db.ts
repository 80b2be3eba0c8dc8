import type { Db, DbTx } from '../../src/db/db';

// A Db that notes the text of every statement run through it (transactions included), so a
// test can compare the work two requests did.

export interface RecordingDb {
  db: Db;
  statements: string[];
}

export function recordingDb(inner: Db): RecordingDb {
  const statements: string[] = [];
  const recordingTx = (tx: DbTx): DbTx => ({
    query: (sql, params) => {
      statements.push(sql);
      return tx.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return tx.exec(sql);
    },
  });
  const db: Db = {
    kind: inner.kind,
    ...recordingTx(inner),
    transaction: (fn) => {
      statements.push('begin');
      return inner.transaction((tx) => fn(recordingTx(tx)));
    },
    listen: (channel, onNotify, onGap) => inner.listen(channel, onNotify, onGap),
    close: () => inner.close(),
  };
  return { db, statements };
}
