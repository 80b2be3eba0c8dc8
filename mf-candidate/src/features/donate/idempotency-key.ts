import { useCallback, useRef } from 'react';

// Every donation carries an idempotency key, so a retried submit never charges twice. The key
// follows the submission, not the page: a form that sent a gift sends that key again on every
// retry until the gift is answered, and the key is kept in sessionStorage by candidate with
// the gift it was sent for, so a reload before the answer arrived sends the same key again for
// the same gift (the server then answers that first donation instead of making a second). A
// new form sending another gift (another amount or donor email, docs/donation-rules.md "A
// replay is only an answer") gets a key of its own, not the stored one the server would refuse.

const STORAGE_PREFIX = 'paid:donation-idempotency-key:';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the key lives as long as the form
  }
}

/** A random v4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the server compares a replayed key by: the candidate, the amount and the donor. */
export interface DonationGift {
  amount: unknown;
  donorEmail: unknown;
}

function giftFingerprint(candidateId: number, { amount, donorEmail }: DonationGift): string {
  const email = typeof donorEmail === 'string' ? donorEmail.trim().toLowerCase() : '';
  return JSON.stringify([candidateId, String(amount ?? '').trim(), email]);
}

interface StoredKey {
  key: string;
  gift: string;
}

function storageName(candidateId: number): string {
  return `${STORAGE_PREFIX}${candidateId}`;
}

function readStored(candidateId: number): StoredKey | null {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(storageName(candidateId)) ?? 'null');
    const stored = parsed as Partial<StoredKey> | null;
    return typeof stored?.key === 'string' && typeof stored.gift === 'string'
      ? { key: stored.key, gift: stored.gift }
      : null;
  } catch {
    return null; // refused storage or an entry of an older shape: no pending gift known
  }
}

function writeStored(candidateId: number, stored: StoredKey | null): void {
  try {
    if (stored) sessionStore()?.setItem(storageName(candidateId), JSON.stringify(stored));
    else sessionStore()?.removeItem(storageName(candidateId));
  } catch {
    // a full or refused storage only loses the reload case
  }
}

/**
 * The key for a form's first send of `gift`: the tab's pending key when it was sent for this
 * same gift (a reload before the answer), else a new one, stored with the gift.
 */
export function donationKeyFor(candidateId: number, gift: DonationGift): string {
  const fingerprint = giftFingerprint(candidateId, gift);
  const stored = readStored(candidateId);
  if (stored?.gift === fingerprint) return stored.key;
  const key = newIdempotencyKey();
  writeStored(candidateId, { key, gift: fingerprint });
  return key;
}

/** The gift was answered (made, or refused as another gift's key): no key is pending. */
export function forgetDonationKey(candidateId: number): void {
  writeStored(candidateId, null);
}

/**
 * The form's key: chosen by `keyFor` at its first send and the same for every retry of this
 * form's submission; `renew` (after an answer) makes the next send a new donation.
 */
export function useDonationIdempotencyKey(candidateId: number) {
  const sent = useRef<string | null>(null);
  const keyFor = useCallback(
    (gift: DonationGift) => (sent.current ??= donationKeyFor(candidateId, gift)),
    [candidateId],
  );
  const renew = useCallback(() => {
    sent.current = null;
    forgetDonationKey(candidateId);
  }, [candidateId]);
  return { keyFor, renew };
}
