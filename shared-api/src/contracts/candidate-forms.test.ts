import type { z } from 'zod';
import {
  candidateFormSchema,
  composeRegistrationBio,
  REAL_GEOGRAPHIC_CODE_MESSAGE,
  standaloneRegistrationBody,
  standaloneRegistrationBodySchema,
  standaloneRegistrationFormSchema,
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

describe('candidateFormSchema (spec section 5 messages)', () => {
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

describe('standaloneRegistrationFormSchema', () => {
  const validStandalone = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    position: 'governor',
    state: 'TX',
    phone: '',
    bio: 'Teacher.',
    experience: '',
    platform: 'Schools.',
  };

  it('accepts a form without phone and experience', () => {
    const { phone: _p, experience: _e, ...required } = validStandalone;
    expect(standaloneRegistrationFormSchema.safeParse(required).success).toBe(true);
    expect(standaloneRegistrationFormSchema.safeParse(validStandalone).success).toBe(true);
  });

  it.each([
    ['name', '  ', 'Full name is required'],
    ['email', '', 'Email is required'],
    ['email', 'jane@', 'Invalid email address'],
    ['position', '', 'Select a position'],
    ['state', '', 'Select a state'],
    ['bio', ' ', 'Biography is required'],
    ['platform', '', 'Platform & issues are required'],
    ['phone', '123', 'Phone number must be at least 10 digits'],
  ])('%s = %j -> %s', (field, value, message) => {
    expect(
      messagesFor(standaloneRegistrationFormSchema, { ...validStandalone, [field]: value }, field),
    ).toEqual([message]);
  });

  it('maps the form to the POST /api/candidates body', () => {
    const body = standaloneRegistrationBody(
      standaloneRegistrationFormSchema.parse(validStandalone),
    );
    expect(body).toEqual({
      name: 'Jane Doe',
      position: 'governor',
      geographicCode: 'TX',
      bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
      isActive: true,
    });
    expect(standaloneRegistrationBodySchema.safeParse(body).success).toBe(true);
    expect(standaloneRegistrationBodySchema.safeParse({ ...body, isActive: false }).success).toBe(
      false,
    );
  });
});

describe('composeRegistrationBio', () => {
  it('joins bio, experience and platform with blank lines (spec section 3)', () => {
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

describe('POSITION_OPTIONS', () => {
  it('lists the nine offices of spec section 3', () => {
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
