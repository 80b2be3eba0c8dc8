import { remove as removeConfusables } from 'confusables';

// One rule for when two names are the same name (docs/roles.md "Names"): a
// candidate's name against another verified candidate's, a chat username against the
// candidates' names and against a ban, a campaign-link slug against a candidate's name.
// Lookalikes are folded by the kept `confusables` library (Cyrillic 'а' -> 'a', full-width,
// mathematical letters, accents), after Unicode NFKC; invisible characters (zero-width,
// other format characters) are dropped, and every kind of space or punctuation is ignored,
// so 'Casey\u00a0Morales', 'Cаsey Morales', 'casey_morales' and 'CaseyMorales' all fold to
// 'caseymorales'. JavaScript, not SQL: PostgreSQL has no confusables table, so rows keep
// the folded key in a column written beside the name.

/** Format characters (zero-width space/joiners, BOM, bidi marks) and combining marks. */
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}]/gu;

/** `text` with lookalikes replaced by their Latin letter and invisible characters removed. */
export function foldLookalikes(text: string): string {
  const plain = text.normalize('NFKC').replace(INVISIBLE, '');
  return removeConfusables(plain).normalize('NFKD').replace(INVISIBLE, '');
}

/** The key two names are compared by: folded, lower case, letters and digits only. */
export function nameKey(text: string): string {
  return foldLookalikes(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Whether two names are the same name under nameKey (empty keys never match). */
export function sameName(a: string, b: string): boolean {
  const key = nameKey(a);
  return key !== '' && key === nameKey(b);
}
