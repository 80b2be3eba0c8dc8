import {
  URL_TEMPLATES,
  buildCampaignUrl,
  createCampaignUrlBodySchema,
  slugify,
} from './campaign-urls';

describe('slugify (spec section 5)', () => {
  it.each([
    [['Jane', 'Doe'], 'jane-doe'],
    [['José', 'Núñez'], 'jose-nunez'],
    [['Mary-Jane', "O'Brien"], 'mary-jane-o-brien'],
    [['  Anne  ', ' Marie--Smith '], 'anne-marie-smith'],
    [['J.R.R.', 'Tolkien!!'], 'j-r-r-tolkien'],
    [['Zoë', 'Ångström'], 'zoe-angstrom'],
    [['Jane', ''], 'jane'],
    [['', ''], 'candidate'],
    [[null, undefined], 'candidate'],
    [['李', '明'], 'candidate'],
  ])('%j -> %s', ([first, last], slug) => {
    expect(slugify(first, last)).toBe(slug);
  });

  it("gives 'candidate' without a profile", () => {
    expect(slugify()).toBe('candidate');
  });
});

describe('URL_TEMPLATES', () => {
  it('has the six types with their paths', () => {
    expect(URL_TEMPLATES.map((template) => `${template.type}:${template.path}`)).toEqual([
      'donation:donate',
      'campaign:campaign',
      'events:events',
      'policy:policy',
      'volunteer:volunteer',
      'social:social',
    ]);
  });

  it('builds {origin}/{path}/{slug}', () => {
    expect(buildCampaignUrl('https://paid.example/', 'donation', 'jane-doe')).toBe(
      'https://paid.example/donate/jane-doe',
    );
  });
});

describe('createCampaignUrlBodySchema', () => {
  const valid = { urlType: 'events', urlSlug: 'jane-doe', title: 'Town hall', description: '' };

  it('accepts a valid body and refuses a blank title or a bad slug', () => {
    expect(createCampaignUrlBodySchema.safeParse(valid).success).toBe(true);
    expect(createCampaignUrlBodySchema.safeParse({ ...valid, title: '  ' }).success).toBe(false);
    expect(createCampaignUrlBodySchema.safeParse({ ...valid, urlSlug: 'Jane Doe' }).success).toBe(
      false,
    );
    expect(createCampaignUrlBodySchema.safeParse({ ...valid, urlType: 'blog' }).success).toBe(
      false,
    );
  });
});
