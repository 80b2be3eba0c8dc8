import { Link } from 'react-router-dom';
import { type Candidate } from 'shared-api';
import { Button, Card, EmptyState, PageContainer } from 'shared-ui';
import { PendingVerificationBadge } from '../../components/pending-verification-badge';
import { t } from '../../donate-messages';

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
          title={t('donate.notAccepting', { name: candidate.name })}
          text={t('donate.notAcceptingText')}
          action={
            <Button as={Link} to={`/candidate/${candidate.id}`}>
              {t('donate.viewPage', { name: candidate.name })}
            </Button>
          }
        />
      </Card>
    </PageContainer>
  );
}
