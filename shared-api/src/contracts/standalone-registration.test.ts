import type { z } from 'zod';
import {
  standaloneRegistrationBody,
  standaloneRegistrationBodySchema,
  standaloneRegistrationFormSchema,
} from './standalone-registration';

/** The messages zod reports for one field. */
function messagesFor(schema: z.ZodType, values: unknown, field: string): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === field)
    .map((issue) => issue.message);
}

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

  it("maps the form to the spec's payload plus the parts and contact details", () => {
    const body = standaloneRegistrationBody(
      standaloneRegistrationFormSchema.parse({
        ...validStandalone,
        email: ' jane@example.com ',
        experience: 'Council',
        phone: '5125550100',
      }),
    );
    expect(body).toEqual({
      name: 'Jane Doe',
      position: 'governor',
      geographicCode: 'TX',
      bio: 'Teacher.\n\nExperience: Council\n\nPlatform: Schools.',
      isActive: true,
      experience: 'Council',
      platform: 'Schools.',
      email: 'jane@example.com',
      phone: '5125550100',
    });
    expect(standaloneRegistrationBodySchema.safeParse(body).success).toBe(true);
    expect(standaloneRegistrationBodySchema.safeParse({ ...body, isActive: false }).success).toBe(
      false,
    );
  });

  it('sends no phone when the optional field is empty', () => {
    const body = standaloneRegistrationBody(
      standaloneRegistrationFormSchema.parse(validStandalone),
    );
    expect(body).not.toHaveProperty('phone');
    expect(body.experience).toBe('');
  });
});

describe('standaloneRegistrationBodySchema', () => {
  const specPayload = {
    name: 'Riley Park',
    position: 'governor',
    geographicCode: 'OR',
    bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
    isActive: true,
  };

  it("accepts the spec's payload alone", () => {
    expect(standaloneRegistrationBodySchema.safeParse(specPayload).success).toBe(true);
  });

  it('checks each unfolded text against the account form limits', () => {
    const longBio = { ...specPayload, bio: `${'b'.repeat(5_001)}\n\nExperience: \n\nPlatform: P` };
    expect(messagesFor(standaloneRegistrationBodySchema, longBio, 'bio')).toEqual([
      'Biography is too long',
    ]);
    const longPlatform = {
      ...specPayload,
      bio: `B\n\nExperience: \n\nPlatform: ${'p'.repeat(5_001)}`,
    };
    expect(messagesFor(standaloneRegistrationBodySchema, longPlatform, 'platform')).toEqual([
      'Platform is too long',
    ]);
  });

  it('refuses a contact email or phone that is not one', () => {
    expect(
      messagesFor(standaloneRegistrationBodySchema, { ...specPayload, email: 'x@' }, 'email'),
    ).toEqual(['Invalid email address']);
    expect(
      messagesFor(standaloneRegistrationBodySchema, { ...specPayload, phone: '12' }, 'phone'),
    ).toEqual(['Phone number must be at least 10 digits']);
  });
});
