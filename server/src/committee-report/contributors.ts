import { donorKeyNames, type DonorKeys } from '../donations/donor-identity';

// Who gave which gift, for the committee report: gifts are one contributor's when they share
// any of the keys the donation limit matches a donor by (docs/donation-rules.md "One donor
// identity", donations/donor-identity.ts donorKeyNames, paid_gift_state in sql/functions):
// the normalized email typed, the logged-in account and its normalized email, or the
// normalized name + street + ZIP. The limit compares a new gift with earlier ones pair by
// pair; a report has to count people, so shared keys chain (a gift sharing its email with one
// gift and its address with another joins all three: one person who used two addresses). The
// aggregate can therefore only be higher than the limit counted, never lower: the report errs
// toward itemizing.

/** A gift's donor keys, as the database keeps them (paid_email_key, paid_identity_key). */
export type GiftKeys = DonorKeys;

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
    for (const key of donorKeyNames(gift)) {
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
