import styled from 'styled-components';
import { useOwnCandidateProfile, type AuthUser } from 'shared-api';
import { ErrorState, PageContainer, PageHeader, Spinner } from 'shared-ui';
import { AccountSideCard } from '../features/account/account-side-card';
import { AuthGate } from '../features/auth-gate/auth-gate';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) 1fr;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
  }
`;

/** /candidate/account: the candidate's own account (the profile forms land with issue 5). */
export default function AccountScreen() {
  return (
    <AuthGate message="Please log in to access your candidate account.">
      {(user) => (
        <PageContainer>
          <PageHeader
            title="Candidate Account"
            lead="Manage your candidate profile and campaign information"
          />
          <AccountLayout user={user} />
        </PageContainer>
      )}
    </AuthGate>
  );
}

function AccountLayout({ user }: { user: AuthUser }) {
  const profile = useOwnCandidateProfile();
  if (profile.isLoading) return <Spinner label="Loading your profile" />;
  if (profile.error) {
    return <ErrorState title="Could not load your profile" message={profile.error.message} />;
  }
  return (
    <Layout>
      <AccountSideCard user={user} profile={profile.data ?? null} />
    </Layout>
  );
}
