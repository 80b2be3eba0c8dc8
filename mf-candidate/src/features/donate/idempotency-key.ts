import { useCallback, useState } from 'react';

// Every donation carries an idempotency key, so a retried submit never
// charges twice. One key per form, kept in sessionStorage by candidate: a reload before the
// answer arrived sends the same key again, and the server answers that first donation instead
// of making a second. Only a success makes the next key.

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

function store(candidateId: number, key: string): string {
  try {
    sessionStore()?.setItem(`${STORAGE_PREFIX}${candidateId}`, key);
  } catch {
    // a full or refused storage only loses the reload case
  }
  return key;
}

/** The key of this tab's pending donation to the candidate, made and stored when there is none. */
export function currentDonationKey(candidateId: number): string {
  const stored = sessionStore()?.getItem(`${STORAGE_PREFIX}${candidateId}`);
  return stored || store(candidateId, newIdempotencyKey());
}

/** A fresh key for the next donation to the candidate (after a success). */
export function renewDonationKey(candidateId: number): string {
  return store(candidateId, newIdempotencyKey());
}

/** The form's key: the same across retries and reloads, renewed only by `renew`. */
export function useDonationIdempotencyKey(candidateId: number) {
  const [key, setKey] = useState(() => currentDonationKey(candidateId));
  const renew = useCallback(() => {
    const next = renewDonationKey(candidateId);
    setKey(next);
    return next;
  }, [candidateId]);
  return { key, renew };
}
