import type { Post } from 'shared-api';
import { formatRelativeAge } from 'shared-ui';
import { t } from '../../messages';

export type PostAuthor = Post['user'];

/**
 * The author name (first and last name, else the part of the email before the
 * at sign), which the server derives so no email reaches the browser; else 'Anonymous'.
 */
export function authorName(user: PostAuthor | null | undefined): string {
  const name = user?.displayName?.trim() ?? '';
  return name !== '' ? name : t('author.anonymous');
}

/** The avatar letter: the name's first character (a whole emoji, not half of one), upper case. */
export function authorInitial(name: string): string {
  const [first] = [...name.trim()];
  return first ? first.toLocaleUpperCase() : [...t('author.anonymous')][0];
}

/** 'Just now', 'Nh' or 'Nd'. */
export function postAge(createdAt: string, now: number = Date.now()): string {
  return formatRelativeAge(createdAt, now);
}
