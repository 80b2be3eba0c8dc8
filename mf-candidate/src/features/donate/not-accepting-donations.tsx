import { Link } from 'react-router-dom';
import { type Candidate } from 'shared-api';
import { Button, Card, EmptyState, PageContainer } from 'shared-ui';
import { PendingVerificationBadge } from '../../components/pending-verification-badge';

/**
 * /donate/{candidateId} of a candidate support has not activated: nobody could receive the
 * money yet (docs/donation-rules.md), so there is no form, only the reason and the way back.
 * The server refuses such a gift too.
 */
export function NotAcceptingDonations({ candidate }: { candidate: Candidate }) {
  return (
    <PageContainer $width="narrow">
      <Card>
        <EmptyState
          headingLevel={2}
          icon={<PendingVerificationBadge />}
          title={`${candidate.name} is not accepting donations yet`}
          text="This candidate is pending verification. Donations open once our support team has verified the candidate."
          action={
            <Button as={Link} to={`/candidate/${candidate.id}`}>
              View {candidate.name}&apos;s page
            </Button>
          }
        />
      </Card>
    </PageContainer>
  );
}
