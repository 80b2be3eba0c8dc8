import { z } from 'zod';
import { FORM_MAX } from '../constants';
import {
  contactEmailSchema,
  optionalExperience,
  optionalPhoneSchema,
  optionalPlatform,
} from './candidate-fields';
import { geographicCodeSchema } from './geography';
import { positionValueSchema } from './position-value';
import { composeRegistrationBio, registrationTexts } from './registration-bio';
import { STATE_CODES } from './states';

// /candidate-registration, the standalone application (docs/routes-and-screens.md): the form's
// schema (the browser's resolver) and the POST /api/candidates body (the server's validator).

export const standaloneRegistrationFormSchema = z.object({
  name: z.string().trim().min(1, 'Full name is required').max(FORM_MAX.name, 'Name is too long'),
  email: z.string().trim().min(1, 'Email is required').pipe(contactEmailSchema),
  position: positionValueSchema,
  state: z.enum(STATE_CODES, 'Select a state'),
  phone: optionalPhoneSchema,
  bio: z
    .string()
    .max(FORM_MAX.bio, 'Biography is too long')
    .refine((bio) => bio.trim() !== '', 'Biography is required'),
  experience: optionalExperience,
  platform: z
    .string()
    .max(FORM_MAX.platform, 'Platform is too long')
    .refine((platform) => platform.trim() !== '', 'Platform & issues are required'),
});
export type StandaloneRegistrationFormValues = z.input<typeof standaloneRegistrationFormSchema>;
export type StandaloneRegistrationFormData = z.output<typeof standaloneRegistrationFormSchema>;

const UNFOLDED_LIMITS = [
  ['bio', 'Biography is too long'],
  ['experience', 'Experience is too long'],
  ['platform', 'Platform is too long'],
] as const;

/**
 * Body of POST /api/candidates: the original payload (name, position, geographicCode, bio with
 * experience and platform folded in, isActive), plus what the form collected beside it, all
 * optional, so a client sending only the original payload keeps working: the experience and
 * platform as their own texts, and the contact email and phone (the original form asks for
 * them but its payload drops them, so the page said "Not provided" for what was given).
 */
export const standaloneRegistrationBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Full name is required').max(FORM_MAX.name, 'Name is too long'),
    position: z
      .string()
      .trim()
      .min(1, 'Position is required')
      .max(FORM_MAX.position, 'Position is too long'),
    geographicCode: geographicCodeSchema,
    bio: z.string().max(FORM_MAX.composedBio, 'Biography is too long'),
    isActive: z.literal(true),
    experience: optionalExperience,
    platform: optionalPlatform,
    // Members' addresses stay private (docs/donation-rules.md), but this one is the address the
    // applicant typed as their campaign's contact, which the candidate page shows (as the
    // account form's Email is); the form says so. The login address is never used for it.
    email: contactEmailSchema.optional(),
    phone: optionalPhoneSchema,
  })
  // Unfolded, each text must fit where the account form keeps it (a folded body could
  // otherwise store a biography the Profile tab then refuses to save).
  .superRefine((body, context) => {
    const texts = registrationTexts(body);
    for (const [field, message] of UNFOLDED_LIMITS) {
      if ((texts[field]?.length ?? 0) > FORM_MAX[field]) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }
  });
export type StandaloneRegistrationBody = z.input<typeof standaloneRegistrationBodySchema>;

/** The standalone form's values as the POST /api/candidates body. */
export function standaloneRegistrationBody(
  values: StandaloneRegistrationFormData,
): StandaloneRegistrationBody {
  return {
    name: values.name,
    position: values.position,
    geographicCode: values.state,
    bio: composeRegistrationBio(values),
    isActive: true,
    experience: values.experience ?? '',
    platform: values.platform,
    email: values.email,
    // Optional on the form: an empty field sends nothing rather than a blank number.
    ...(values.phone ? { phone: values.phone } : {}),
  };
}
