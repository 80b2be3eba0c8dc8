// Who a donor is (docs/donation-rules.md): the keys a gift's limit is summed and locked by.
// The same rules as paid_email_key and paid_identity_key in
// migrations/0007_donor_identity_pending_gifts.sql, which fill the donation rows' key
// columns; these give the gift's locks the same names (a test checks both agree).

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
