import type { MessageValues } from 'shared-ui';

type TCount<Key extends string> = (
  one: Key,
  other: Key,
  count: number,
  values?: MessageValues,
) => string;

/**
 * A catalogue's tCount with `{count}` as these pages always wrote it ('1234 Stars', no
 * separator), so the English stays the spec's to the character; Spanish writes it alike. Each
 * part of mf-candidate's catalogue (./messages.ts and its *-messages.ts) makes its own.
 */
export const countAsIs =
  <Key extends string>(tCount: TCount<Key>): TCount<Key> =>
  (one, other, count, values) =>
    tCount(one, other, count, { ...values, count });
