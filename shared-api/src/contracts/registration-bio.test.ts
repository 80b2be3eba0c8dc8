import {
  composeRegistrationBio,
  registrationTexts,
  unfoldRegistrationBio,
} from './registration-bio';

describe('composeRegistrationBio', () => {
  it('joins bio, experience and platform with blank lines', () => {
    expect(
      composeRegistrationBio({ bio: 'I care.', experience: 'Mayor 4 years', platform: 'Parks' }),
    ).toBe('I care.\n\nExperience: Mayor 4 years\n\nPlatform: Parks');
  });

  it('keeps the labels when experience is empty or missing', () => {
    expect(composeRegistrationBio({ bio: 'B', platform: 'P' })).toBe(
      'B\n\nExperience: \n\nPlatform: P',
    );
  });
});

describe('unfoldRegistrationBio', () => {
  it('gives back the three texts of a folded bio, line breaks and all', () => {
    const texts = {
      bio: 'Farmer.\nTwo lines.',
      experience: 'Moderator',
      platform: 'Roads\n\nRail',
    };
    expect(unfoldRegistrationBio(composeRegistrationBio(texts))).toEqual(texts);
  });

  it('reads a plain biography as the biography alone', () => {
    expect(unfoldRegistrationBio('Just me.')).toEqual({ bio: 'Just me.' });
    expect(unfoldRegistrationBio('Experience: none')).toEqual({ bio: 'Experience: none' });
  });
});

describe('registrationTexts (what POST /api/candidates stores)', () => {
  it("unfolds the spec's payload when no parts come with it", () => {
    expect(registrationTexts({ bio: 'B\n\nExperience: \n\nPlatform: P' })).toEqual({
      bio: 'B',
      experience: '',
      platform: 'P',
    });
  });

  it('takes the parts as sent and strips exactly their folded tail from bio', () => {
    const texts = { bio: 'Wrote\n\nExperience: of life', experience: 'Mayor', platform: 'Parks' };
    expect(registrationTexts({ ...texts, bio: composeRegistrationBio(texts) })).toEqual(texts);
  });

  it('keeps a bio sent plain beside its parts', () => {
    expect(registrationTexts({ bio: 'Plain.', experience: '', platform: 'P' })).toEqual({
      bio: 'Plain.',
      experience: '',
      platform: 'P',
    });
  });
});
