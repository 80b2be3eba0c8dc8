import { candidateNameParts, defaultSlug } from './default-slug';

const profile = (
  name: string,
  firstName: string | null = null,
  lastName: string | null = null,
) => ({
  name,
  firstName,
  lastName,
});

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

describe('defaultSlug (spec section 5)', () => {
  it("is 'candidate' without a profile", () => {
    expect(defaultSlug(null)).toBe('candidate');
    expect(defaultSlug(undefined)).toBe('candidate');
  });

  it.each([
    [profile('Jane Doe'), 'jane-doe'],
    [profile('Mary Ann Smith'), 'mary-ann-smith'],
    [profile("Seán O'Brien"), 'sean-o-brien'],
    [profile('Public Name', 'Jane', 'Doe'), 'jane-doe'],
    [profile('李明'), 'candidate'],
  ])('%j -> %s', (input, slug) => {
    expect(defaultSlug(input)).toBe(slug);
  });

  it('is cut to 60 characters without a trailing hyphen', () => {
    const slug = defaultSlug(profile(`${'a'.repeat(59)} Smith`));
    expect(slug).toBe('a'.repeat(59));
    expect(defaultSlug(profile(`${'b'.repeat(30)} ${'c'.repeat(40)}`))).toHaveLength(60);
  });
});
