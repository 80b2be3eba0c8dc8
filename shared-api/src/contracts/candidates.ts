import { z } from 'zod';
import { FORM_MAX } from '../constants';
import { candidateFormSchema, candidatePlatformSchema } from './candidate-forms';
import { candidateElectionSchema, nextElectionSchema } from './elections';
import { countSchema, dollarsSchema, idParamSchema, idSchema } from './fields';
import { defineRoute, type RouteGroup } from './route';
import { standaloneRegistrationBodySchema } from './standalone-registration';

/** Candidate as listed in brackets, tournament grids and geography lists. */
export const candidateListItemSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: z.string(),
  stars: countSchema,
  /** Dollars. */
  totalDonations: dollarsSchema,
  bio: z.string().nullable(),
  avatar: z.string().nullish(),
  party: z.string().nullish(),
  /**
   * Verified by support: only then may the candidate receive money or be seeded; otherwise
   * lists show "Pending verification" (docs/roles.md).
   */
  isActivated: z.boolean(),
});
export type CandidateListItem = z.infer<typeof candidateListItemSchema>;

/**
 * Candidate in full: the candidate page and the owner's profile. Contact
 * fields are public because the About tab shows them. `userId` is null for a standalone
 * application made while logged out; firstName/lastName come from the linked account.
 */
export const candidateSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  name: z.string(),
  position: z.string(),
  geographicCode: z.string(),
  stars: countSchema,
  /** Dollars. */
  totalDonations: dollarsSchema,
  isActivated: z.boolean(),
  profilePhotoUrl: z.string().nullable(),
  bio: z.string().nullable(),
  experience: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  platform: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * The candidate page: the candidate, their next election (null: none ahead yet) and every
 * election still ahead with its limit (public: a visitor sees each election's limit).
 */
export const candidateDetailSchema = candidateSchema.extend({
  nextElection: nextElectionSchema.nullable(),
  elections: z.array(candidateElectionSchema),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** GET /api/candidate/check: is the logged-in user a registered candidate? */
export const candidateCheckSchema = z.object({
  isCandidate: z.boolean(),
  candidateId: idSchema.nullable(),
  candidateName: z.string().nullable(),
});
export type CandidateCheck = z.infer<typeof candidateCheckSchema>;

export const candidatePhotoBodySchema = z.object({
  /** Where the file was PUT (from POST /api/objects/upload); the server keeps only its own. */
  photoURL: z.string().trim().min(1, 'Photo URL is required').max(FORM_MAX.url),
});

const candidateIdParams = z.object({ candidateId: idParamSchema });

/**
 * The code in GET /api/candidates/:code: only its shape is checked here (any letter case),
 * so a well-formed code of a place that does not exist ('ZZ', '06999') reaches the server
 * and answers 404 'Unknown state' / 'Unknown county' / 'Unknown city' (docs/errors.md).
 */
export const geographicCodeParamSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(
    /^([A-Z]{2}|\d{5}|\d{7})$/,
    'Use a state code (CA), a 5-digit county FIPS (06037) or a 7-digit city FIPS (0644000)',
  );

/** DELETE /api/candidate/profile: the profile that stopped being a candidate. */
export const removedCandidateSchema = z.object({
  candidateId: idSchema,
  isActive: z.literal(false),
});

/**
 * PUT /api/candidate/profile's answer: the saved profile, and whether the save sent a verified
 * candidate back to pending (a new name, position or place needs support to verify it again,
 * docs/roles.md "One eligibility rule").
 */
export const savedCandidateProfileSchema = candidateSchema.extend({
  sentBackToPending: z.boolean(),
});
export type SavedCandidateProfile = z.infer<typeof savedCandidateProfileSchema>;

/** Routes of the contract's `candidates` area (contract.ts), by name. */
export const candidatesRoutes = {
  byGeography: defineRoute({
    method: 'GET',
    path: '/api/candidates/:code',
    params: z.object({ code: geographicCodeParamSchema }),
    response: z.array(candidateListItemSchema),
    summary: 'Candidates registered for a state, county or city, most money raised first',
  }),
  registerStandalone: defineRoute({
    method: 'POST',
    path: '/api/candidates',
    body: standaloneRegistrationBodySchema,
    response: candidateSchema,
    summary:
      'Standalone candidate application of the logged-in account (not activated; 401 for a visitor, 409 when the account already has a profile)',
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/candidate/check',
    response: candidateCheckSchema,
    summary: 'Whether the logged-in user is a candidate (false for visitors)',
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/candidate/profile',
    // null: logged in but no candidate profile yet (the form then offers to register).
    response: candidateSchema.nullable(),
    summary: "The logged-in user's own candidate profile",
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/candidate/register',
    body: candidateFormSchema,
    response: candidateSchema,
    summary: 'Register the logged-in user as a candidate (account form)',
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/candidate/profile',
    body: candidateFormSchema,
    response: savedCandidateProfileSchema,
    summary:
      "Update the logged-in user's candidate profile (account form's Profile tab; experience and platform, when sent, too, otherwise kept). A verified candidate who changes name, position or place is pending again (sentBackToPending); a name another verified candidate holds, even as a lookalike, is a 409",
  }),
  updatePlatform: defineRoute({
    method: 'PUT',
    path: '/api/candidate/platform',
    body: candidatePlatformSchema,
    response: candidateSchema,
    summary:
      "Update the logged-in user's experience and platform only (account form's Platform tab)",
  }),
  removeProfile: defineRoute({
    method: 'DELETE',
    path: '/api/candidate/profile',
    response: removedCandidateSchema,
    summary:
      "Remove the logged-in user's candidate status (Settings: 'Deactivate Candidate Account')",
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/candidate/:candidateId',
    params: candidateIdParams,
    response: candidateDetailSchema,
    summary: 'One candidate in full, with their next election (404 when absent)',
  }),
  updatePhoto: defineRoute({
    method: 'PUT',
    path: '/api/candidate/:candidateId/photo',
    params: candidateIdParams,
    body: candidatePhotoBodySchema,
    response: candidateSchema,
    summary: "Set the candidate's profile photo (owner only)",
  }),
} satisfies RouteGroup;
