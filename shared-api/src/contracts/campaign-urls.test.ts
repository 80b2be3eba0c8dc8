import {
  URL_TEMPLATES,
  buildCampaignUrl,
  createCampaignUrlBodySchema,
  defaultCampaignSlug,
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

describe('campaign slugs', () => {
  const parse = (urlSlug: unknown) =>
    createCampaignUrlBodySchema.safeParse({ urlType: 'events', urlSlug, title: 'T' });

  it('accepts 1 to 60 lowercase letters, digits and inner hyphens, lower-casing input', () => {
    expect(parse('a').success).toBe(true);
    expect(parse('a'.repeat(60)).success).toBe(true);
    expect(parse('a'.repeat(61)).success).toBe(false);
    expect(parse('town--hall').success).toBe(true);
    expect(parse(' Town-Hall ').data?.urlSlug).toBe('town-hall');
    for (const bad of ['-a', 'a-', 'a b', 'a/b', 'ä', '../x'])
      expect(parse(bad).success).toBe(false);
  });

  it('leaves the slug to the server when blank or absent', () => {
    expect(parse('').success).toBe(true);
    expect(parse('   ').data?.urlSlug).toBe('');
    expect(parse(undefined).success).toBe(true);
    expect(parse(null).success).toBe(true);
  });

  it('makes the default slug from a full name, at most 60 characters', () => {
    expect(defaultCampaignSlug('Casey Morales')).toBe('casey-morales');
    expect(defaultCampaignSlug(null)).toBe('candidate');
    const long = defaultCampaignSlug(`${'a'.repeat(59)} b`);
    expect(long).toBe('a'.repeat(59));
  });
});
