// Who gave which gift, for the committee report: gifts are one contributor's when they share
// any of the keys the donation limit matches a donor by (docs/donation-rules.md "One donor,
// one limit", paid_gift_state in migrations/0007): the normalized email typed, the logged-in
// account and its normalized email, or the normalized name + street + ZIP. The limit compares
// a new gift with earlier ones pair by pair; a report has to count people, so shared keys
// chain (a gift sharing its email with one gift and its address with another joins all three:
// one person who used two addresses). The aggregate can therefore only be higher than the
// limit counted, never lower: the report errs toward itemizing.

export interface GiftKeys {
  /** paid_email_key of the email typed on the gift. */
  emailKey: string;
  /** The logged-in account the gift was made from, if any. */
  userId: number | null;
  /** paid_email_key of that account's login email. */
  accountEmailKey: string | null;
  /** paid_identity_key: name + street + ZIP, null unless all three were given. */
  identityKey: string | null;
}

function keysOf(gift: GiftKeys): string[] {
  const keys = [`email:${gift.emailKey}`];
  if (gift.accountEmailKey !== null) keys.push(`email:${gift.accountEmailKey}`);
  if (gift.userId !== null) keys.push(`user:${gift.userId}`);
  if (gift.identityKey !== null) keys.push(`identity:${gift.identityKey}`);
  return keys;
}

/**
 * For each gift, the index of its contributor's first gift in `gifts` (gifts with the same
 * answer are one person). Union-find over the gifts, joined through each key they carry.
 */
export function contributorOf(gifts: readonly GiftKeys[]): number[] {
  const parent = gifts.map((_, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root];
    // Path compression: later finds are one step.
    while (parent[index] !== root) [index, parent[index]] = [parent[index], root];
    return root;
  };
  const firstWithKey = new Map<string, number>();
  gifts.forEach((gift, index) => {
    for (const key of keysOf(gift)) {
      const earlier = firstWithKey.get(key);
      if (earlier === undefined) {
        firstWithKey.set(key, index);
        continue;
      }
      const [a, b] = [find(earlier), find(index)];
      // The smaller index is the root, so a contributor is named by their first gift.
      if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
    }
  });
  return gifts.map((_, index) => find(index));
}
