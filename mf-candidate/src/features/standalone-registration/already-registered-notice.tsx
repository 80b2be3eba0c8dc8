import { Link } from 'react-router-dom';
import type { Candidate } from 'shared-api';
import { Button, Card, EmptyState } from 'shared-ui';
import { t } from '../../profile-messages';

/**
 * /candidate-registration for an account that already has a candidate profile: each account
 * applies once (the server answers a second application 409), so say so before the form is
 * filled in, and lead to where that profile is edited.
 */
export function AlreadyRegisteredNotice({ candidate }: { candidate: Candidate }) {
  return (
    <Card>
      <EmptyState
        headingLevel={2}
        title={t('alreadyRegistered.title')}
        text={t('alreadyRegistered.text', { name: candidate.name })}
        action={
          <Button as={Link} to="/candidate/account">
            {t('alreadyRegistered.open')}
          </Button>
        }
      />
    </Card>
  );
}
