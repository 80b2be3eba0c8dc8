import {
  ApiError,
  positionLabel,
  type AuthUser,
  type Candidate,
  type CandidateFormValues,
} from 'shared-api';
import { candidateFormSchema } from 'shared-api/contracts';

export type CandidateField = keyof CandidateFormValues;

const FIELDS = Object.keys(candidateFormSchema.shape) as CandidateField[];
const isCandidateField = (key: string): key is CandidateField => (FIELDS as string[]).includes(key);

/** The fields of the Profile tab; the Platform tab holds experience and platform. */
export const PROFILE_FIELDS: readonly CandidateField[] = [
  'name',
  'position',
  'email',
  'phone',
  'geographicCode',
  'bio',
];

/**
 * What the form shows: the loaded profile (missing texts as ''), or for a user who has none
 * yet, their account's name and email to start from.
 */
export function candidateFormValuesOf(
  profile: Candidate | null,
  user?: Pick<AuthUser, 'email' | 'firstName' | 'lastName'> | null,
): CandidateFormValues {
  if (!profile) {
    return {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      position: '',
      geographicCode: '',
      email: user?.email ?? '',
      phone: '',
      bio: '',
      experience: '',
      platform: '',
    };
  }
  return {
    name: profile.name,
    // A standalone application stores the value ('us-representative'); the Profile tab's
    // free-text field shows what a person reads ('US Representative').
    position: positionLabel(profile.position),
    geographicCode: profile.geographicCode,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
    experience: profile.experience ?? '',
    platform: profile.platform ?? '',
  };
}

/**
 * The field messages of a refused save: a 400's `errors` (e.g. a well-formed geographic code
 * that names no real place, which only the server can tell). Unknown keys are dropped.
 */
export function candidateFieldErrorsOf(error: unknown): [CandidateField, string][] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.body?.errors ?? {}).filter(
    (entry): entry is [CandidateField, string] => isCandidateField(entry[0]),
  );
}
