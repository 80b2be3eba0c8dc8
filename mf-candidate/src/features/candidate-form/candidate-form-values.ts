import {
  positionLabel,
  type AuthUser,
  type Candidate,
  type CandidatePlatformValues,
  type CandidateProfileValues,
} from 'shared-api';

// What each tab of the account's candidate form shows for a loaded profile, and the fields a
// refused save's messages may land on (useSaveFailure).

export type ProfileField = keyof CandidateProfileValues;
export type PlatformField = keyof CandidatePlatformValues;

export const PROFILE_FIELDS: readonly ProfileField[] = [
  'name',
  'position',
  'email',
  'phone',
  'geographicCode',
  'bio',
];
export const PLATFORM_FIELDS: readonly PlatformField[] = ['experience', 'platform'];

/**
 * The Profile tab: the loaded profile (missing texts as ''), or for a user who has none
 * yet, their account's name to start from. The Email field is the campaign's public contact
 * (the field's hint says so), so it starts empty: the private login address becomes public only
 * when the candidate types it there.
 */
export function candidateProfileValuesOf(
  profile: Candidate | null,
  user?: Pick<AuthUser, 'email' | 'firstName' | 'lastName'> | null,
): CandidateProfileValues {
  if (!profile) {
    return {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      position: '',
      geographicCode: '',
      email: '',
      phone: '',
      bio: '',
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
  };
}

/** The Platform tab: the loaded profile's experience and platform ('' when missing). */
export function candidatePlatformValuesOf(profile: Candidate | null): CandidatePlatformValues {
  return { experience: profile?.experience ?? '', platform: profile?.platform ?? '' };
}
