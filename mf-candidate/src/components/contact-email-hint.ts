/**
 * Under a candidate form's Email field: the address is the campaign's public contact on the
 * candidate page (members' addresses stay private, docs/donation-rules.md, so the candidate
 * must know this one is shown). Shared by the account form and the standalone application.
 */
export const CONTACT_EMAIL_HINT = 'Shown on your candidate page as your campaign contact';
