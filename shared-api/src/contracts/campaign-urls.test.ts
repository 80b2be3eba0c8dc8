import {
  URL_TEMPLATES,
  buildCampaignUrl,
  campaignSlugProblem,
  candidateNameParts,
  defaultCampaignSlug,
  isCampaignSlug,
  slugify,
  type SlugProfile,
} from './campaign-url-rules';
import { createCampaignUrlBodySchema } from './campaign-urls';

describe('slugify', () => {
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
    [['Jean---Luc', '  Picard'], 'jean-luc-picard'],
    [['--Ann', 'Lee--'], 'ann-lee'],
    [['Agent', '007'], 'agent-007'],
    // Digits alone would be a candidate id under /donate/: never a slug.
    [['2024', '1'], 'candidate'],
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

  it('refuses digits alone, which /donate/{candidateId} already means', () => {
    expect(parse('42').success).toBe(false);
    expect(parse('2026-04').success).toBe(false);
    expect(parse('vote-2026').success).toBe(true);
    expect(parse('42').error?.issues[0]?.message).toBe(
      'Use 1 to 60 lowercase letters, digits or hyphens, with at least one letter, not starting or ending with a hyphen',
    );
  });
});

describe('isCampaignSlug', () => {
  it.each([
    ['jane-doe', true],
    ['a', true],
    ['a'.repeat(60), true],
    ['a'.repeat(61), false],
    ['123', false],
    ['Jane', false],
    ['', false],
    ['a/b', false],
  ])('%s -> %s', (slug, ok) => {
    expect(isCampaignSlug(slug)).toBe(ok);
  });
});

const profile = (name: string, firstName: string | null = null, lastName: string | null = null) =>
  ({ name, firstName, lastName }) satisfies SlugProfile;

describe('candidateNameParts', () => {
  it.each([
    [profile('Jane Doe'), ['Jane', 'Doe']],
    [profile('Mary Ann Smith'), ['Mary Ann', 'Smith']],
    [profile('  Cher  '), ['Cher', '']],
    [profile('Public Name', 'Jane', 'Doe'), ['Jane', 'Doe']],
    [profile('Public Name', 'Jane', null), ['Jane', '']],
    [profile('Public Name', '  ', ' '), ['Public', 'Name']],
  ])('%j -> %j', (input, parts) => {
    expect(candidateNameParts(input)).toEqual(parts);
  });
});

describe('defaultCampaignSlug', () => {
  it("is 'candidate' without a profile", () => {
    expect(defaultCampaignSlug(null)).toBe('candidate');
    expect(defaultCampaignSlug(undefined)).toBe('candidate');
  });

  it.each([
    [profile('Casey Morales'), 'casey-morales'],
    [profile('José Núñez'), 'jose-nunez'],
    [profile('Mary Ann Smith'), 'mary-ann-smith'],
    [profile("Seán O'Brien"), 'sean-o-brien'],
    [profile('Public Name', 'Jane', 'Doe'), 'jane-doe'],
    [profile('李明'), 'candidate'],
  ])('%j -> %s', (input, slug) => {
    expect(defaultCampaignSlug(input)).toBe(slug);
  });

  it('is cut to 60 characters without a trailing hyphen', () => {
    expect(defaultCampaignSlug(profile(`${'a'.repeat(59)} Smith`))).toBe('a'.repeat(59));
    expect(defaultCampaignSlug(profile(`${'b'.repeat(30)} ${'c'.repeat(40)}`))).toHaveLength(60);
  });

  it('always gives a slug the schema accepts', () => {
    for (const name of ['José Núñez', '李明', '42', `${'x'.repeat(80)} y`, "O'Neil -- Jr."]) {
      expect(isCampaignSlug(defaultCampaignSlug(profile(name)))).toBe(true);
    }
  });
});

describe('campaignSlugProblem', () => {
  it.each(['jane-doe-2026', ' Jane-Doe ', '', '  ', 'jane doe', '-jane', '2026', 'a'.repeat(61)])(
    'says of %p what the create schema says',
    (typed) => {
      const parsed = createCampaignUrlBodySchema.shape.urlSlug.safeParse(typed);
      expect(campaignSlugProblem(typed)).toBe(
        parsed.success ? undefined : parsed.error.issues[0]?.message,
      );
    },
  );
});
