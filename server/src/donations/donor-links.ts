import type { DonorLinkAnswer, ExcessGift } from 'shared-api/contracts';
import type { Db } from '../db/db';
import { invalid } from '../domain-error';
import { emailKey } from './donor-identity';
import { forgetDonorLinks } from './gift-locks';
import { queueExcesses, readExcess } from './excess-gifts';
import { moveTargetAt } from './excess-resolution';

// "These are one person" (docs/donation-rules.md "One donor identity", "Excessive gifts"):
// support links two addresses. The link is data (donor_links, migration 0035): each linked
// address key points at its group's person key, the least key of the group, and a link that
// joins two groups re-points the whole of one at the other's root (a flat union-find: a
// lookup is one row). Who a donor is stays one rule: paid_person_key / paid_person_keys read
// the links, and the limit (paid_gift_state), the gift's locks (paid_lock_names) and the
// committee report's contributors read those. In the link's transaction the person's gifts
// are checked against each election's limit, and each excess goes to the queue
// (excess-gifts.ts): linking again finds the same open rows and adds none.

export async function linkDonors(
  db: Db,
  { emails, by, now }: { emails: readonly [string, string]; by: string; now: Date },
): Promise<DonorLinkAnswer> {
  const keys = emails.map((email) => emailKey(email));
  if (keys[0] === keys[1]) {
    throw invalid('These two addresses are already one donor (the same address key).', {
      emails: 'Give two different addresses',
    });
  }
  const answer = await db.transaction(async (tx) => {
    // Two links at once join their groups one after the other.
    await tx.query('lock table donor_links in share row exclusive mode');
    const { rows: roots } = await tx.query<{ key: string }>(
      'select paid_person_key(k) as key from unnest($1::text[]) k',
      [keys],
    );
    const [rootA, rootB] = roots.map((row) => row.key);
    const root = rootA < rootB ? rootA : rootB;
    await tx.query(`update donor_links set person_key = $1 where person_key = any($2::text[])`, [
      root,
      [rootA, rootB],
    ]);
    await tx.query(
      `insert into donor_links (email_key, person_key, linked_by)
       select distinct k, $1, $3 from unnest($2::text[]) k
       on conflict (email_key) do update set person_key = excluded.person_key`,
      [root, [...keys, rootA, rootB], by],
    );
    const { rows: members } = await tx.query<{ keys: string[] }>(
      'select paid_person_keys(array[$1]) as keys',
      [root],
    );
    const ids = await queueExcesses(tx, [root]);
    const excesses: ExcessGift[] = [];
    for (const id of ids) {
      excesses.push((await readExcess(tx, id, { now, moveTarget: moveTargetAt(now) }))!);
    }
    return { emailKeys: [...members[0].keys].sort(), excesses };
  });
  forgetDonorLinks();
  return answer;
}
