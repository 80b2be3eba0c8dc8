import { ApiError } from 'shared-api';
import { allowanceFixture, GENERAL, PRIMARY } from '../../testing/election-fixtures';
import { parseAmountText } from './amount-picker';
import { describeDonationError } from './donation-failure';
import {
  donationAttestationsSchema,
  donationFormSchema,
  paymentCardSchema,
  validAmountCents,
} from 'shared-api/contracts';
import {
  DONATION_FIELD_PATHS,
  donorDetailsOf,
  isItemisationRequired,
} from './donation-form-values';

/** The donor's allowance with `given` split between the primary and the general. */
const allowance = (given: number, itemisationRequired = false) =>
  allowanceFixture(
    [
      { ...PRIMARY, given: given / 2, remaining: PRIMARY.limit - given / 2 },
      { ...GENERAL, given: given / 2, remaining: GENERAL.limit - given / 2 },
    ],
    itemisationRequired,
  );

describe('parseAmountText', () => {
  it.each([
    ['25', 25],
    [' $1,000.50 ', 1000.5],
    ['.5', 0.5],
    ['12.', 12],
    ['', undefined],
    ['  ', undefined],
  ])('reads %p as %p', (text, dollars) => {
    expect(parseAmountText(text)).toBe(dollars);
  });

  it.each(['ten', '1e3', '-5', '1.2.3', '0x10'])(
    'refuses %p (NaN, which the schema refuses)',
    (text) => {
      expect(parseAmountText(text)).toBeNaN();
    },
  );
});

describe('validAmountCents', () => {
  it('gives whole cents of an amount the form accepts, else null', () => {
    expect(validAmountCents(19.99)).toBe(1999);
    expect(validAmountCents(undefined)).toBeNull();
    expect(validAmountCents(0.5)).toBeNull();
    expect(validAmountCents(1.005)).toBeNull();
  });
});

describe('isItemisationRequired', () => {
  it('is required when the gift alone passes $200', () => {
    expect(isItemisationRequired(200, undefined)).toBe(false);
    expect(isItemisationRequired(200.01, undefined)).toBe(true);
  });

  it("adds a logged-in donor's earlier gifts in the cycle, to every election of it", () => {
    expect(isItemisationRequired(50, allowance(150))).toBe(false);
    expect(isItemisationRequired(50.01, allowance(150))).toBe(true);
    expect(isItemisationRequired(undefined, allowance(300, true))).toBe(true);
  });
});

describe('donorDetailsOf', () => {
  it("starts from the account's name and email, or blank for a visitor", () => {
    expect(
      donorDetailsOf({ id: 1, email: 'a@b.co', firstName: 'Jo', lastName: null } as never),
    ).toMatchObject({ donorName: 'Jo', donorEmail: 'a@b.co', city: '' });
    expect(donorDetailsOf(null)).toMatchObject({ donorName: '', donorEmail: '' });
  });
});

describe('describeDonationError', () => {
  it('keeps field messages for fields the form shows and says the rest above the button', () => {
    const error = new ApiError(400, '400: ...', {
      message: 'Invalid body',
      errors: {
        'attestations.atLeast18': 'Please confirm',
        idempotencyKey: 'Idempotency key is too short',
      },
    });
    const { fields, failure } = describeDonationError(error);
    expect(fields).toEqual([['attestations.atLeast18', 'Please confirm']]);
    expect(failure).toMatchObject({ kind: 'fields', message: 'Idempotency key is too short' });
  });

  it("answers a 402 with the provider's words", () => {
    const error = new ApiError(402, '402: ...', { message: 'Your card has expired.' });
    expect(describeDonationError(error).failure).toEqual({
      kind: 'declined',
      title: 'Payment declined',
      message: 'Your card has expired.',
    });
  });

  it('reads a failure without an answer as a connection problem', () => {
    expect(describeDonationError(new TypeError('Failed to fetch')).failure.kind).toBe(
      'unreachable',
    );
  });
});

describe('DONATION_FIELD_PATHS', () => {
  it('is every field of donationFormSchema a message can sit beside, and nothing else', () => {
    const fromSchema = [
      ...Object.keys(donationFormSchema.shape).filter(
        (key) => !['attestations', 'card', 'candidateId', 'idempotencyKey'].includes(key),
      ),
      ...Object.keys(donationAttestationsSchema.shape).map((key) => `attestations.${key}`),
      ...Object.keys(paymentCardSchema.shape).map((key) => `card.${key}`),
    ];
    expect([...DONATION_FIELD_PATHS].sort()).toEqual(fromSchema.sort());
  });
});
