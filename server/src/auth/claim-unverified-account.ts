import type { Language } from 'shared-api/languages';
import type { DbTx } from '../db/db';
import { dropSavedCardRows } from '../donations/saved-cards';
import { enqueueAccountClaimedMail, type AddressProof } from '../mail/account-mail';
import { endSessionsExcept } from './account-sessions';

// An address nobody has proven is no claim on an account. Sign-up cannot
// know that the address typed is the signer's, so until the link mailed to it is opened, the
// account's password and sessions may be a stranger's who typed someone else's address. When
// the address's owner proves it (an identity provider vouches for it, or they open a sign-in
// link mailed to it), the account becomes theirs alone before they are let in: in the same
// transaction its password is removed, every session ended, a saved card (and the monthly gifts
// on it) dropped, since it may be the stranger's card and would charge in the owner's name, the
// address marked verified, and the owner told by mail (in the language of the browser that
// proved the address, docs/languages.md "Mail"). A verified account is left as it is.
// The dropped card's token is not forgotten at the provider here (the claim runs inside a
// transaction without the provider); the token is unreachable once its row is gone.

/**
 * Claims the account for the owner of its address if its address was never verified; answers
 * whether it did. Locks the account's row, so a verification racing it cannot interleave.
 */
export async function claimUnverifiedAccount(
  tx: DbTx,
  {
    userId,
    proof,
    publicOrigin,
    language,
  }: { userId: number; proof: AddressProof; publicOrigin: string; language?: Language },
): Promise<boolean> {
  const { rows } = await tx.query<{ email: string; verified: boolean }>(
    `select email, email_verified_at is not null as verified from users where id = $1
        for update`,
    [userId],
  );
  const account = rows[0];
  if (!account || account.verified) return false;
  await tx.query('update users set password_hash = null, email_verified_at = now() where id = $1', [
    userId,
  ]);
  await endSessionsExcept(tx, userId, undefined);
  await dropSavedCardRows(tx, userId);
  await enqueueAccountClaimedMail(tx, { to: account.email, proof, publicOrigin, language });
  return true;
}
