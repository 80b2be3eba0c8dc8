import { isLanguage, type Language } from 'shared-api/languages';
import type { Db, DbTx } from '../db/db';

// A member's chosen language (docs/languages.md), kept on their account so pages and mail
// follow it on any browser. Null until they choose.

export async function setMemberLanguage(db: Db, userId: number, language: Language) {
  await db.query('update users set language = $2 where id = $1', [userId, language]);
}

export async function memberLanguage(db: Db | DbTx, userId: number): Promise<Language | null> {
  const { rows } = await db.query<{ language: string | null }>(
    'select language from users where id = $1',
    [userId],
  );
  const language = rows[0]?.language;
  return isLanguage(language) ? language : null;
}
