import { donationAmountProblem, normalizeExpiry, validAmountCents } from './donation-amounts';
import {
  donationAmountSchema,
  idempotencyKeySchema,
  isServerIdempotencyKey,
  paymentCardSchema,
  RESERVED_IDEMPOTENCY_KEY_MESSAGE,
  SERVER_IDEMPOTENCY_KEY_PREFIXES,
} from './donations';

const card = (expiry: string) => ({ number: '4242 4242 4242 4242', expiry, cvc: '123' });

describe('the card expiry', () => {
  it.each(['12/29', '1229', '12 / 29', '12-29', ' 12/29 '])(
    'reads %p as December 2029 (12/29)',
    (expiry) => {
      const parsed = paymentCardSchema.safeParse(card(expiry));
      expect(parsed.success && parsed.data.expiry).toBe('12/29');
    },
  );

  it.each(['13/29', '1329', '1/29', '12/2029', 'soon', ''])('refuses %p with MM/YY', (expiry) => {
    const parsed = paymentCardSchema.safeParse(card(expiry));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].message).toBe('Enter the expiry as MM/YY');
  });

  it('leaves what it cannot read for the MM/YY check', () => {
    expect(normalizeExpiry('12/2029')).toBe('12/2029');
  });
});

describe('the amount', () => {
  it.each([
    [25, null],
    [1, null],
    [3500, null],
    [19.99, null],
    [0.5, 'The minimum donation is $1'],
    // The limit is data: without one, the server's check of the election's room decides.
    [3500.01, null],
    [1.005, 'Amounts are in whole cents'],
    [Number.POSITIVE_INFINITY, 'Enter an amount'],
  ])('%p: %p', (amount, problem) => {
    expect(donationAmountProblem(amount)).toBe(problem);
    const parsed = donationAmountSchema.safeParse(amount);
    expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual(
      problem === null ? null : [problem],
    );
  });

  it("is refused above the chosen election's limit, named from the data", () => {
    expect(donationAmountProblem(3500, 350_000)).toBeNull();
    expect(donationAmountProblem(3500.01, 350_000)).toBe(
      'The most one person may give a candidate per election is $3,500',
    );
    expect(donationAmountProblem(3600.01, 360_000)).toBe(
      'The most one person may give a candidate per election is $3,600',
    );
  });

  it('is in whole cents once valid, and null otherwise', () => {
    expect(validAmountCents(19.99)).toBe(1999);
    expect(validAmountCents('25')).toBeNull();
    expect(validAmountCents(0)).toBeNull();
  });
});

describe('the idempotency key', () => {
  it('names "recurring:" among the prefixes the server keeps', () => {
    expect(Object.values(SERVER_IDEMPOTENCY_KEY_PREFIXES)).toContain('recurring:');
    expect(RESERVED_IDEMPOTENCY_KEY_MESSAGE).toContain('"recurring:"');
  });

  it.each(['recurring:12:3', ' recurring:12:3', 'RECURRING:12:3', 'Recurring:anything'])(
    'refuses %p, a key of the server',
    (key) => {
      expect(isServerIdempotencyKey(key)).toBe(true);
      const parsed = idempotencyKeySchema.safeParse(key);
      expect(parsed.success ? null : parsed.error.issues.map((issue) => issue.message)).toEqual([
        RESERVED_IDEMPOTENCY_KEY_MESSAGE,
      ]);
    },
  );

  it.each(['3f1c9a52-5b0e-4c1e-9d7a-0c0f1e2d3c4b', 'my-recurring:12:3', 'recurring-12-3'])(
    'takes %p',
    (key) => {
      expect(isServerIdempotencyKey(key)).toBe(false);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    },
  );
});
