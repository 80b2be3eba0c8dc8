import { DEFAULT_LANGUAGE, isLanguage, type Language } from 'shared-api/languages';
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

/** A language read back from the database; English for anything else. */
export function mailLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * SQL: the language of mail about a gift (`gift`, an alias of donations; docs/languages.md
 * "Mail"): its donor's account setting when a member gave it, else the language of the
 * request that made it, else (a monthly charge the server made) its plan's; else English.
 */
export function giftMailLanguageSql(gift: string): string {
  return `coalesce((select u.language from users u where u.id = ${gift}.user_id),
    ${gift}.language,
    (select p.language from recurring_plans p where p.id = ${gift}.recurring_plan_id),
    '${DEFAULT_LANGUAGE}')`;
}

/**
 * SQL: the language of mail about a monthly plan (`plan`, an alias of recurring_plans): its
 * member's account setting, else the language of the request that started it; else English.
 */
export function planMailLanguageSql(plan: string): string {
  return `coalesce((select u.language from users u where u.id = ${plan}.user_id),
    ${plan}.language, '${DEFAULT_LANGUAGE}')`;
}
