import { z } from 'zod';
import { FORM_MAX, FORM_MIN } from '../constants';
import { levelOfGeographicCode } from './geographic-codes';
import { geographicCodeSchema } from './geography';
import { positionValueSchema } from './position-value';
import { STATE_CODES } from './states';

// The two registration forms. Each schema is the form's resolver in the browser AND the
// request validator on the server, so the messages below are what users see either way.

const emailField = z
  .string()
  .trim()
  .max(FORM_MAX.email, 'Email address is too long')
  .pipe(z.email('Invalid email address'));

/**
 * The server's answer (errors.geographicCode) when a well-formed code names no real place:
 * it checks codes against the Census counties and cities, which the browser does not load.
 */
export const REAL_GEOGRAPHIC_CODE_MESSAGE =
  'Enter a real state code (CA), county FIPS (06037) or city FIPS (0644000)';

const optionalText = (max: number, tooLong: string) => z.string().max(max, tooLong).optional();

/**
 * The account screen's form (/candidate/account), body of POST /api/candidate/register and
 * PUT /api/candidate/profile. Messages are the spec's (section 5), word for word.
 */
export const candidateFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(FORM_MIN.name, 'Name must be at least 2 characters')
    .max(FORM_MAX.name, 'Name is too long'),
  position: z
    .string()
    .trim()
    .min(FORM_MIN.position, 'Position must be at least 2 characters')
    .max(FORM_MAX.position, 'Position is too long'),
  geographicCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(FORM_MIN.geographicCode, 'Geographic code is required')
    // Beyond the spec's minimum: the code must name a real level, or the candidate would
    // never appear in a bracket. Skipped when too short so only one message shows.
    .refine(
      (code) => code.length < FORM_MIN.geographicCode || levelOfGeographicCode(code) !== undefined,
      REAL_GEOGRAPHIC_CODE_MESSAGE,
    ),
  email: emailField,
  phone: z
    .string()
    .trim()
    .min(FORM_MIN.phone, 'Phone number must be at least 10 digits')
    .max(FORM_MAX.phone, 'Phone number is too long'),
  bio: optionalText(FORM_MAX.bio, 'Biography is too long'),
  experience: optionalText(FORM_MAX.experience, 'Experience is too long'),
  platform: optionalText(FORM_MAX.platform, 'Platform is too long'),
});
/** What the form holds (before trimming). */
export type CandidateFormValues = z.input<typeof candidateFormSchema>;
/** What the server stores (trimmed, geographic code upper-cased). */
export type CandidateFormData = z.output<typeof candidateFormSchema>;

/** /candidate-registration: the standalone application form (spec sections 2 and 5). */
export const standaloneRegistrationFormSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(FORM_MAX.name, 'Name is too long'),
  email: z.string().trim().min(1, 'Email is required').pipe(emailField),
  position: positionValueSchema,
  state: z.enum(STATE_CODES, 'Select a state'),
  phone: z
    .string()
    .trim()
    .max(FORM_MAX.phone, 'Phone number is too long')
    .refine(
      (phone) => phone === '' || phone.length >= FORM_MIN.phone,
      'Phone number must be at least 10 digits',
    )
    .optional(),
  bio: z
    .string()
    .max(FORM_MAX.bio, 'Biography is too long')
    .refine((bio) => bio.trim() !== '', 'Biography is required'),
  experience: optionalText(FORM_MAX.experience, 'Experience is too long'),
  platform: z
    .string()
    .max(FORM_MAX.platform, 'Platform is too long')
    .refine((platform) => platform.trim() !== '', 'Platform & issues are required'),
});
export type StandaloneRegistrationFormValues = z.input<typeof standaloneRegistrationFormSchema>;

/** Body of POST /api/candidates (spec section 3). Email and phone are not sent here. */
export const standaloneRegistrationBodySchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(FORM_MAX.name, 'Name is too long'),
  position: z
    .string()
    .trim()
    .min(1, 'Position is required')
    .max(FORM_MAX.position, 'Position is too long'),
  geographicCode: geographicCodeSchema,
  bio: z.string().max(FORM_MAX.composedBio, 'Biography is too long'),
  isActive: z.literal(true),
});
export type StandaloneRegistrationBody = z.input<typeof standaloneRegistrationBodySchema>;

/** Spec section 3: the biography, a blank line, the experience, a blank line, the platform. */
export function composeRegistrationBio({
  bio,
  experience,
  platform,
}: {
  bio: string;
  experience?: string;
  platform: string;
}): string {
  return `${bio}\n\nExperience: ${experience ?? ''}\n\nPlatform: ${platform}`;
}

/** The standalone form's values as the POST /api/candidates body. */
export function standaloneRegistrationBody(
  values: z.output<typeof standaloneRegistrationFormSchema>,
): StandaloneRegistrationBody {
  return {
    name: values.name,
    position: values.position,
    geographicCode: values.state,
    bio: composeRegistrationBio(values),
    isActive: true,
  };
}
