import { Link } from 'react-router-dom';
import { Button, EmptyState, PageContainer } from 'shared-ui';

export function NotACandidate() {
  return (
    <PageContainer>
      <EmptyState
        headingLevel={2}
        title="Not a Candidate"
        text="You must be a registered candidate to stream."
        action={
          <Button as={Link} to="/register">
            Register as a Candidate
          </Button>
        }
      />
    </PageContainer>
  );
}
