import type { z } from 'zod';
import {
  candidateFormSchema,
  candidatePlatformSchema,
  candidateProfileSchema,
  REAL_GEOGRAPHIC_CODE_MESSAGE,
} from './candidate-forms';
import { POSITION_OPTIONS, positionLabel } from './positions';

const validForm = {
  name: 'Jane Doe',
  position: 'Mayor',
  geographicCode: 'CA',
  email: 'jane@example.com',
  phone: '5551234567',
  bio: '',
  experience: '',
  platform: '',
};

/** The messages zod reports for one field. */
function messagesFor(schema: z.ZodType, values: unknown, field: string): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

describe('candidateFormSchema messages', () => {
  it('accepts a valid form; bio, experience and platform are optional', () => {
    expect(candidateFormSchema.safeParse(validForm).success).toBe(true);
    const { bio: _b, experience: _e, platform: _p, ...required } = validForm;
    expect(candidateFormSchema.safeParse(required).success).toBe(true);
  });

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', ' J ', 'Name must be at least 2 characters'],
    ['position', 'M', 'Position must be at least 2 characters'],
    ['geographicCode', '', 'Geographic code is required'],
    ['geographicCode', 'C', 'Geographic code is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Invalid email address'],
    ['phone', '555123', 'Phone number must be at least 10 digits'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(messagesFor(candidateFormSchema, { ...validForm, [field]: value }, field)).toEqual([
      message,
    ]);
  });

  it('accepts state, county and city codes and refuses other shapes', () => {
    for (const code of ['CA', 'ca', '06037', '0644000']) {
      expect(candidateFormSchema.safeParse({ ...validForm, geographicCode: code }).success).toBe(
        true,
      );
    }
    expect(
      messagesFor(candidateFormSchema, { ...validForm, geographicCode: 'ZZ' }, 'geographicCode'),
    ).toEqual([REAL_GEOGRAPHIC_CODE_MESSAGE]);
  });

  it("is the Profile tab's schema plus the Platform tab's optional texts", () => {
    const { experience: _e, platform: _p, ...profileTab } = validForm;
    expect(candidateProfileSchema.safeParse(profileTab).success).toBe(true);
    // The Profile tab's body is a valid whole-form body: PUT /api/candidate/profile keeps
    // the platform it leaves out.
    expect(candidateFormSchema.parse(profileTab)).not.toHaveProperty('experience');
    expect(Object.keys(candidateFormSchema.shape).sort()).toEqual(
      [
        ...Object.keys(candidateProfileSchema.shape),
        ...Object.keys(candidatePlatformSchema.shape),
      ].sort(),
    );
  });

  it('trims text and upper-cases the code for storage', () => {
    const parsed = candidateFormSchema.parse({
      ...validForm,
      name: '  Jane  ',
      geographicCode: 'ca',
    });
    expect(parsed.name).toBe('Jane');
    expect(parsed.geographicCode).toBe('CA');
  });
});

describe('candidatePlatformSchema (the Platform tab alone)', () => {
  it('needs none of the Profile tab: a profile without a phone saves its platform', () => {
    expect(candidatePlatformSchema.parse({ experience: 'Mayor', platform: '' })).toEqual({
      experience: 'Mayor',
      platform: '',
    });
    expect(candidatePlatformSchema.safeParse({}).success).toBe(true);
  });

  it('drops fields of the Profile tab, so a Platform save can never write them', () => {
    expect(candidatePlatformSchema.parse({ platform: 'P', name: 'X', phone: '1' })).toEqual({
      platform: 'P',
    });
  });

  it.each([
    ['experience', 'Experience is too long'],
    ['platform', 'Platform is too long'],
  ])('%s over 5,000 characters -> %s', (field, message) => {
    expect(messagesFor(candidatePlatformSchema, { [field]: 'x'.repeat(5_001) }, field)).toEqual([
      message,
    ]);
  });
});

describe('POSITION_OPTIONS', () => {
  it('lists the nine offices a candidate can run for', () => {
    expect(POSITION_OPTIONS.map((option) => `${option.value}:${option.label}`)).toEqual([
      'mayor:Mayor',
      'city-council:City Council',
      'county-commissioner:County Commissioner',
      'state-representative:State Representative',
      'state-senator:State Senator',
      'governor:Governor',
      'us-representative:US Representative',
      'us-senator:US Senator',
      'president:President',
    ]);
  });

  it('labels values and leaves free text alone', () => {
    expect(positionLabel('us-senator')).toBe('US Senator');
    expect(positionLabel('Dog Catcher')).toBe('Dog Catcher');
  });
});
