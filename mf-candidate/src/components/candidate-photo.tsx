import type { Candidate } from 'shared-api';
import { Avatar } from 'shared-ui';
import { t } from '../messages';

/** A candidate's photo for the top of their pages; without one, their initials. */
export function CandidatePhoto({
  candidate,
}: {
  candidate: Pick<Candidate, 'name' | 'profilePhotoUrl'>;
}) {
  return (
    <Avatar
      src={candidate.profilePhotoUrl}
      alt={t('candidate.photoAlt', { name: candidate.name })}
      name={candidate.name}
      size="lg"
    />
  );
}
