import { act, renderHook } from '@testing-library/react';
import {
  currentDonationKey,
  newIdempotencyKey,
  renewDonationKey,
  useDonationIdempotencyKey,
} from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => sessionStorage.clear());

describe('donation idempotency keys', () => {
  it('keeps one key per candidate in this tab until it is renewed', () => {
    const first = currentDonationKey(7);
    expect(first).toMatch(UUID);
    expect(currentDonationKey(7)).toBe(first);
    expect(currentDonationKey(8)).not.toBe(first);
    const next = renewDonationKey(7);
    expect(next).toMatch(UUID);
    expect(next).not.toBe(first);
    expect(currentDonationKey(7)).toBe(next);
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
      expect(() => renewDonationKey(7)).not.toThrow();
      expect(renewDonationKey(7)).toMatch(UUID);
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });

  it("gives a form the tab's key and renews it on demand", () => {
    const stored = currentDonationKey(7);
    const { result } = renderHook(() => useDonationIdempotencyKey(7));
    expect(result.current.key).toBe(stored);
    let renewed = '';
    act(() => {
      renewed = result.current.renew();
    });
    expect(result.current.key).toBe(renewed);
    expect(renewed).not.toBe(stored);
    expect(currentDonationKey(7)).toBe(renewed);
  });
});
