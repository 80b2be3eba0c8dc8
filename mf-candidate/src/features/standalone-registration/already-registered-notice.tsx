import { Link } from 'react-router-dom';
import type { Candidate } from 'shared-api';
import { Button, Card, EmptyState } from 'shared-ui';

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
        title="You already have a candidate profile"
        text={`Your account is registered as ${candidate.name}. Each account applies once: edit your profile, platform and status in your candidate account.`}
        action={
          <Button as={Link} to="/candidate/account">
            Open your candidate account
          </Button>
        }
      />
    </Card>
  );
}
