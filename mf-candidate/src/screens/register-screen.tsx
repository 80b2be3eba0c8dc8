import { Navigate, useNavigate } from 'react-router-dom';
import { useOwnCandidateProfile, type AuthUser, readableError } from 'shared-api';
import { ErrorState, LoadingState, PageContainer, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { CandidateProfileForm } from '../features/candidate-form/candidate-profile-form';
import { VerifyFirstNotice } from '../features/member-account/verify-first-notice';
import { useCandidateProfileForm } from '../features/candidate-form/use-candidate-profile-form';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

const ACCOUNT_PATH = '/candidate/account';

/**
 * /register: account-style registration. Visitors are asked to log in (the login page also
 * creates accounts, and brings them back here); a user who is already a candidate goes to
 * their account, where the profile is edited.
 */
function RegisterScreen() {
  return (
    <AuthGate message={t('register.logIn')}>{(user) => <RegisterForUser user={user} />}</AuthGate>
  );
}

function RegisterForUser({ user }: { user: AuthUser }) {
  const profile = useOwnCandidateProfile();
  if (profile.isLoading) return <LoadingState label={t('common.loadingProfile')} />;
  if (profile.error) {
    return (
      <PageContainer>
        <ErrorState
          title={t('common.profileLoadError')}
          message={readableError(profile.error)}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </PageContainer>
    );
  }
  // Also where a new registration lands once its profile has been refetched.
  if (profile.data) return <Navigate to={ACCOUNT_PATH} replace />;
  return <RegistrationForm user={user} />;
}

function RegistrationForm({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const controller = useCandidateProfileForm({
    profile: null,
    user,
    onSaved: () => navigate(ACCOUNT_PATH, { replace: true }),
  });
  return (
    <PageContainer $width="narrow">
      <PageHeader title={t('register.title')} lead={t('register.lead')} />
      <VerifyFirstNotice user={user} />
      <CandidateProfileForm controller={controller} />
    </PageContainer>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(RegisterScreen));
