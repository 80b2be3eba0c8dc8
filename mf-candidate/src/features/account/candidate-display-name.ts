import { t } from '../../account-messages';

/**
 * Side-card name: the profile's name, else the account's first name, else 'Candidate' (in the
 * page's language: called in render).
 */
export function candidateDisplayName(
  profileName: string | null | undefined,
  firstName: string | null | undefined,
): string {
  return profileName?.trim() || firstName?.trim() || t('sideCard.candidate');
}
