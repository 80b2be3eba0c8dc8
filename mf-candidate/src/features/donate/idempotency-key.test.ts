import { act, renderHook } from '@testing-library/react';
import {
  donationKeyFor,
  forgetDonationKey,
  newIdempotencyKey,
  useDonationIdempotencyKey,
} from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => sessionStorage.clear());

describe('donation idempotency keys', () => {
  it('keeps the key of a pending gift for that same gift only, per candidate, until forgotten', () => {
    const gift = { amount: 50, donorEmail: 'jane@example.com' };
    const first = donationKeyFor(7, gift);
    expect(first).toMatch(UUID);
    // A reload sending the same gift (the email as the server compares it) gets the same key.
    expect(donationKeyFor(7, { amount: 50, donorEmail: ' Jane@Example.com ' })).toBe(first);
    expect(donationKeyFor(8, gift)).not.toBe(first);
    // Another amount or donor is another gift.
    const other = donationKeyFor(7, { amount: 20, donorEmail: 'jane@example.com' });
    expect(other).toMatch(UUID);
    expect(other).not.toBe(first);
    expect(donationKeyFor(7, { amount: 20, donorEmail: 'joe@example.com' })).not.toBe(other);
    const last = donationKeyFor(7, gift);
    forgetDonationKey(7);
    expect(donationKeyFor(7, gift)).not.toBe(last);
  });

  it('makes a v4 UUID without crypto.randomUUID (a page served over plain http)', () => {
    const { randomUUID } = crypto;
    // Absent outside secure contexts.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('still gives the form a key when the storage refuses', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      const gift = { amount: 50, donorEmail: 'jane@example.com' };
      expect(() => donationKeyFor(7, gift)).not.toThrow();
      expect(donationKeyFor(7, gift)).toMatch(UUID);
      expect(() => forgetDonationKey(7)).not.toThrow();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it("keeps a form's key for every retry of its send, and renews it after an answer", () => {
    const gift = { amount: 50, donorEmail: 'jane@example.com' };
    const stored = donationKeyFor(7, gift);
    const { result } = renderHook(() => useDonationIdempotencyKey(7));
    expect(result.current.keyFor(gift)).toBe(stored);
    // A retry from the same form keeps the key even with edited fields (the server then says
    // the key already paid for another gift, and the form renews it).
    expect(result.current.keyFor({ ...gift, amount: 20 })).toBe(stored);
    act(() => result.current.renew());
    const next = result.current.keyFor(gift);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(stored);
  });
});
