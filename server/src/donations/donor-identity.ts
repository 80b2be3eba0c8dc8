// Who a donor is (docs/donation-rules.md "One donor identity"): the one rule every match of
// two donors reads, on both sides of the match (the address typed against an account's
// address, account against account, typed against typed): the limit and the allowance
// (paid_gift_state), the gift's locks (gift-locks.ts), the one-tap and monthly gifts (they
// are ordinary gifts: make-donation.ts), the committee report's aggregate
// (committee-report/contributors.ts) and the donor counts (donors, charts).
//
// emailKey and identityKey are the same rules as paid_email_key and paid_identity_key in
// migrations/0007_donor_identity_pending_gifts.sql, which fill the donation rows' key
// columns (donor_email_key, donor_identity_key) and index accounts by their key (0028); a
// test checks both agree, and server/test/donor-identity-one-rule.test.ts fails when a
// donations source compares emails any other way (lower-casing, trimming, ===).

/** Providers where dots in the mailbox name are ignored (one mailbox), and their one domain. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** `Pat.Smith+news@GoogleMail.com ` -> `patsmith@gmail.com`; `pat+a@x.org` -> `pat@x.org`. */
export function emailKey(email: string): string {
  const value = email.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  let local = value.slice(0, at).split('+')[0];
  let domain = value.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

const squeeze = (text: string | null | undefined) =>
  (text ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Name, street (address line 1) and ZIP as one key: letters and digits only, lower case, the
 * ZIP's first five digits. Null unless all three are given.
 */
export function identityKey(
  name: string | null | undefined,
  addressLine1: string | null | undefined,
  postalCode: string | null | undefined,
): string | null {
  const n = squeeze(name);
  const a = squeeze(addressLine1);
  const zip = (postalCode ?? '').replace(/[^0-9]+/g, '').slice(0, 5);
  return n !== '' && a !== '' && /^\d{5}$/.test(zip) ? `${n}|${a}|${zip}` : null;
}

/** What a gift's donor is known by: two gifts sharing any of these are one donor's. */
export interface DonorKeys {
  /** emailKey of the address typed on the gift. */
  emailKey: string;
  /** The logged-in account the gift was made from, or null. */
  userId: number | null;
  /** emailKey of that account's address (an account is its address's donor too), or null. */
  accountEmailKey: string | null;
  /** identityKey: name + street + ZIP, null unless all three were given. */
  identityKey: string | null;
}

/** A gift's donor keys from what it was made with (the form's fields and the session). */
export function donorKeysOf(donor: {
  /** As typed, any spelling. */
  email: string;
  userId: number | null;
  /** The logged-in account's address, any spelling, or null. */
  accountEmail: string | null;
  donorName?: string | null;
  addressLine1?: string | null;
  postalCode?: string | null;
}): DonorKeys {
  return {
    emailKey: emailKey(donor.email),
    userId: donor.userId,
    accountEmailKey: donor.accountEmail === null ? null : emailKey(donor.accountEmail),
    identityKey: identityKey(donor.donorName, donor.addressLine1, donor.postalCode),
  };
}

/**
 * The donor's keys as names (`email:…`, `account:…`, `identity:…`), without repeats: the
 * gift's lock names and the committee report's union of gifts. The account's own address
 * is an `email:` name like the typed one, so a gift typed with an account's address (in any
 * spelling) and that account's gifts under other addresses share a name.
 */
export function donorKeyNames(keys: DonorKeys): string[] {
  const names = new Set([`email:${keys.emailKey}`]);
  if (keys.accountEmailKey !== null) names.add(`email:${keys.accountEmailKey}`);
  if (keys.userId !== null) names.add(`account:${keys.userId}`);
  if (keys.identityKey !== null) names.add(`identity:${keys.identityKey}`);
  return [...names];
}
