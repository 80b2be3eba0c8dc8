import type { Post } from 'shared-api';
import { formatRelativeAge } from 'shared-ui';

export type PostAuthor = Post['user'];

const ANONYMOUS = 'Anonymous';

/**
 * Spec section 2: first and last name, else the part of the email before the at sign, else
 * 'Anonymous'. A lone first or last name still beats the email (it is what the user typed
 * as their name).
 */
export function authorName(user: PostAuthor | null | undefined): string {
  const fullName = [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (fullName !== '') return fullName;
  const localPart = user?.email?.split('@')[0]?.trim() ?? '';
  return localPart !== '' ? localPart : ANONYMOUS;
}

/** The avatar letter: the name's first character (a whole emoji, not half of one), upper case. */
export function authorInitial(name: string): string {
  const [first] = [...name.trim()];
  return first ? first.toLocaleUpperCase() : ANONYMOUS[0];
}

/** 'Just now', 'Nh' or 'Nd' (spec section 2). */
export function postAge(createdAt: string, now: number = Date.now()): string {
  return formatRelativeAge(createdAt, now);
}
