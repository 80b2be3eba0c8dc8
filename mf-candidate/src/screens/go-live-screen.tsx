import styled from 'styled-components';
import { Badge, Card, ErrorState, PageContainer, Spinner } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { NotACandidate } from '../features/go-live/not-a-candidate';
import { useStreamAccess } from '../features/go-live/use-stream-access';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[8]} 0 ${theme.space[6]}`};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
`;

const Ready = styled(Card)`
  padding: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

function GoLiveForCandidate() {
  const { profile, notActivated } = useStreamAccess();
  if (profile.isLoading) return <Spinner label="Loading your profile" />;
  if (profile.error) {
    return <ErrorState title="Could not load your profile" message={profile.error.message} />;
  }
  if (!profile.data) return <NotACandidate />;
  if (notActivated) return null; // being redirected to /candidate/account
  const candidate = profile.data;
  return (
    <PageContainer>
      <Header>
        <Title>{candidate.name}</Title>
        <span aria-label={`${candidate.stars} stars`}>{'★'.repeat(candidate.stars)}</span>
        <Badge $tone="green">ACTIVATED</Badge>
      </Header>
      <Ready>
        <h2>Ready to Fundraise?</h2>
        <p>Start your live stream to connect with donors</p>
      </Ready>
    </PageContainer>
  );
}

/** /go-live: the fundraising stream, behind the log-in and activation gates. */
export default function GoLiveScreen() {
  return (
    <AuthGate message="You need to log in to access this feature.">
      {() => <GoLiveForCandidate />}
    </AuthGate>
  );
}
