/** Side-card name: the profile's name, else the account's first name, else 'Candidate'. */
export function candidateDisplayName(
  profileName: string | null | undefined,
  firstName: string | null | undefined,
): string {
  return profileName?.trim() || firstName?.trim() || 'Candidate';
}
