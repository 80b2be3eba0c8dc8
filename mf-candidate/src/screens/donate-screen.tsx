import { useParams } from 'react-router-dom';
import { parseCandidateId, useAuthUser, useCandidate, readableError } from 'shared-api';
import { ErrorState, LoadingState, PageContainer, useDocumentTitle } from 'shared-ui';
import { CandidateNotFound } from '../features/candidate-page/components/candidate-not-found';
import { DonatePage } from '../features/donate/donate-page';
import { NotAcceptingDonations } from '../features/donate/not-accepting-donations';
import { t, withMessages as withDonateMessages } from '../donate-messages';
import { t as tShared, withMessages } from '../messages';

/**
 * /donate/{candidateId}: the page behind DONATE NOW (docs/donation-rules.md); only for a
 * candidate support has activated.
 */
function DonateScreen() {
  const { candidateId: segment } = useParams();
  const candidateId = parseCandidateId(segment);
  const candidate = useCandidate(candidateId ?? undefined);
  const auth = useAuthUser();
  useDocumentTitle(candidate.data ? t('donate.title', { name: candidate.data.name }) : null);

  if (candidateId === null) return <CandidateNotFound />;
  if (candidate.isLoading || auth.isLoading)
    return <LoadingState label={tShared('candidate.loading')} />;
  // Data before error: a failed refetch after a donation must not replace the receipt.
  if (candidate.data) {
    if (!candidate.data.isActivated) return <NotAcceptingDonations candidate={candidate.data} />;
    return <DonatePage candidate={candidate.data} user={auth.user} />;
  }
  if (candidate.error) {
    return (
      <PageContainer>
        <ErrorState
          title={tShared('candidate.loadError')}
          message={readableError(candidate.error)}
          error={candidate.error}
          onRetry={() => void candidate.refetch()}
        />
      </PageContainer>
    );
  }
  return <CandidateNotFound />;
}

export default withDonateMessages(withMessages(DonateScreen));
