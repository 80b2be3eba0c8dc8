import { z } from 'zod';
import { FORM_MAX, FORM_MIN } from '../constants';
import {
  contactEmailSchema,
  optionalBio,
  optionalExperience,
  optionalPlatform,
  requiredPhoneSchema,
} from './candidate-fields';
import { levelOfGeographicCode } from './geographic-codes';

// The account screen's candidate form (/candidate/account and /register). Its two tabs save
// separately, each with its own schema, which is the tab's resolver in the browser AND the
// request validator on the server, so the messages below are what users see either way.
// The messages are the product's own words, kept word for word (tests and screens match them).

/**
 * The server's answer (errors.geographicCode) when a well-formed code names no real place:
 * it checks codes against the Census counties and cities, which the browser does not load.
 */
export const REAL_GEOGRAPHIC_CODE_MESSAGE =
  'Enter a real state code (CA), county FIPS (06037) or city FIPS (0644000)';

/** The Profile tab (and /register's form): basic information and contact details. */
export const candidateProfileSchema = z.object({
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
    // Beyond the 2-character minimum: the code must name a real level, or the candidate would
    // never appear in a bracket. Skipped when too short so only one message shows.
    .refine(
      (code) => code.length < FORM_MIN.geographicCode || levelOfGeographicCode(code) !== undefined,
      REAL_GEOGRAPHIC_CODE_MESSAGE,
    ),
  email: contactEmailSchema,
  phone: requiredPhoneSchema,
  bio: optionalBio,
});
export type CandidateProfileValues = z.input<typeof candidateProfileSchema>;
export type CandidateProfileData = z.output<typeof candidateProfileSchema>;

/**
 * The Platform tab, body of PUT /api/candidate/platform: experience and policy platform
 * only, so saving it needs (and touches) none of the Profile tab's fields. A text left out
 * is kept, '' clears it.
 */
export const candidatePlatformSchema = z.object({
  experience: optionalExperience,
  platform: optionalPlatform,
});
export type CandidatePlatformValues = z.input<typeof candidatePlatformSchema>;
export type CandidatePlatformData = z.output<typeof candidatePlatformSchema>;

/**
 * The whole candidate form: body of POST /api/candidate/register and PUT
 * /api/candidate/profile. It is the Profile tab's schema plus the Platform tab's optional
 * texts, so the Profile tab's body (without them) is valid and leaves the platform as it is.
 */
export const candidateFormSchema = candidateProfileSchema.extend(candidatePlatformSchema.shape);
/** What the form holds (before trimming). */
export type CandidateFormValues = z.input<typeof candidateFormSchema>;
/** What the server stores (trimmed, geographic code upper-cased). */
export type CandidateFormData = z.output<typeof candidateFormSchema>;
