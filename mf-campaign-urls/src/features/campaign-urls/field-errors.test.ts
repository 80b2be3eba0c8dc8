import type { ResolverOptions } from 'react-hook-form';
import { ApiError } from 'shared-api';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  campaignSlugProblem,
} from 'shared-api/contracts';
import {
  campaignUrlResolver,
  isMissingInformation,
  setCampaignUrlServerErrors,
  type CampaignUrlContext,
  type CampaignUrlValues,
} from './field-errors';

describe('campaignSlugProblem', () => {
  it('accepts what the server accepts and explains the rest', () => {
    expect(campaignSlugProblem('jane-doe-2026')).toBeUndefined();
    expect(campaignSlugProblem('jane doe')).toMatch(/lowercase letters, digits or hyphens/);
    expect(campaignSlugProblem('-jane')).toMatch(/not starting or ending with a hyphen/);
    // Digits alone are a candidate id under /donate/.
    expect(campaignSlugProblem('2026')).toMatch(/with at least one letter/);
  });
});

const options = {
  fields: {},
  shouldUseNativeValidation: false,
} as ResolverOptions<CampaignUrlValues>;
const values = (overrides: Partial<CampaignUrlValues> = {}): CampaignUrlValues => ({
  urlType: 'events',
  urlSlug: '',
  title: 'Rally',
  description: '',
  candidateId: null,
  ...overrides,
});
const member: CampaignUrlContext = { defaultSlug: 'jane-doe', isSupporter: false };
const supporter: CampaignUrlContext = { defaultSlug: 'candidate', isSupporter: true };
const messages = async (checked: CampaignUrlValues, context = member) => {
  const { errors } = await campaignUrlResolver(checked, context, options);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
};

describe('campaignUrlResolver', () => {
  it('sends the previewed slug and a blank description as null, a supporter their candidate', async () => {
    await expect(
      campaignUrlResolver(values({ urlSlug: ' Town-Hall ', title: 'Rally' }), member, options),
    ).resolves.toEqual({
      values: { urlType: 'events', urlSlug: 'town-hall', title: 'Rally', description: null },
      errors: {},
    });
    await expect(campaignUrlResolver(values(), member, options)).resolves.toMatchObject({
      values: { urlSlug: 'jane-doe' },
    });
    await expect(
      campaignUrlResolver(values({ candidateId: 9 }), supporter, options),
    ).resolves.toMatchObject({ values: { urlSlug: 'candidate', candidateId: 9 }, errors: {} });
  });

  it("gives the schema's first message per field, and a supporter's missing candidate", async () => {
    await expect(messages(values({ title: 'x'.repeat(121) }))).resolves.toEqual({
      title: 'Title must be at most 120 characters',
    });
    await expect(messages(values({ urlSlug: 'jane doe' }))).resolves.toEqual({
      urlSlug: expect.stringMatching(/lowercase letters, digits or hyphens/),
    });
    await expect(messages(values(), supporter)).resolves.toEqual({
      candidateId: CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
    });
  });

  it('tells a missing template or blank title (a toast) from a title that is too long', async () => {
    const errorsOf = async (checked: CampaignUrlValues) =>
      (await campaignUrlResolver(checked, member, options)).errors;
    expect(isMissingInformation(await errorsOf(values({ urlType: null })))).toBe(true);
    expect(isMissingInformation(await errorsOf(values({ title: '   ' })))).toBe(true);
    expect(isMissingInformation(await errorsOf(values({ title: 'x'.repeat(121) })))).toBe(false);
    expect(isMissingInformation(await errorsOf(values({ urlSlug: '-jane' })))).toBe(false);
  });
});

describe('setCampaignUrlServerErrors', () => {
  it("puts a 400's field errors beside their fields and a 409's message beside the slug", () => {
    const setError = jest.fn();
    setCampaignUrlServerErrors(
      new ApiError(400, '400: ...', { message: 'Invalid', errors: { title: 'Too long', x: 'y' } }),
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Too long' }, { shouldFocus: false }],
    ]);

    setError.mockClear();
    setCampaignUrlServerErrors(
      new ApiError(409, '409: ...', { message: CAMPAIGN_SLUG_TAKEN_MESSAGE }),
      setError,
    );
    expect(setError.mock.calls).toEqual([
      ['urlSlug', { type: 'server', message: CAMPAIGN_SLUG_TAKEN_MESSAGE }],
    ]);

    setError.mockClear();
    setCampaignUrlServerErrors(new Error('network down'), setError);
    expect(setError).not.toHaveBeenCalled();
  });
});
