import { ApiError } from 'shared-api';
import { CAMPAIGN_SLUG_TAKEN_MESSAGE } from 'shared-api/contracts';
import { fieldErrorsOf, slugProblem, validateCampaignUrl } from './field-errors';

describe('slugProblem', () => {
  it('accepts what the server accepts and explains the rest', () => {
    expect(slugProblem('jane-doe-2026')).toBeUndefined();
    expect(slugProblem('jane doe')).toMatch(/lowercase letters, digits or hyphens/);
    expect(slugProblem('-jane')).toMatch(/not starting or ending with a hyphen/);
    // Digits alone are a candidate id under /donate/.
    expect(slugProblem('2026')).toMatch(/with at least one letter/);
  });
});

describe('validateCampaignUrl', () => {
  it('gives the first message per field', () => {
    expect(
      validateCampaignUrl({ urlType: 'events', urlSlug: 'ok', title: 'x'.repeat(121) }),
    ).toEqual({ title: 'Title must be at most 120 characters' });
    expect(validateCampaignUrl({ urlType: 'events', urlSlug: 'ok', title: 'Rally' })).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it("reads a 400's field errors and a 409's message", () => {
    expect(
      fieldErrorsOf(
        new ApiError(400, '400: ...', {
          message: 'Invalid',
          errors: { title: 'Too long', x: 'y' },
        }),
      ),
    ).toEqual({ title: 'Too long' });
    expect(
      fieldErrorsOf(new ApiError(409, '409: ...', { message: CAMPAIGN_SLUG_TAKEN_MESSAGE })),
    ).toEqual({ urlSlug: CAMPAIGN_SLUG_TAKEN_MESSAGE });
    expect(fieldErrorsOf(new Error('network down'))).toEqual({});
  });
});
