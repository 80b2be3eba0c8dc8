import { useState } from 'react';
import { readableError, useOwnCandidateProfile, type AuthUser, type Candidate } from 'shared-api';
import { ErrorState, LoadingState, PageContainer, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { VerifyFirstNotice } from '../features/member-account/verify-first-notice';
import { AlreadyRegisteredNotice } from '../features/standalone-registration/already-registered-notice';
import { StandaloneRegistrationForm } from '../features/standalone-registration/standalone-registration-form';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

/**
 * /candidate-registration: the standalone application form. Applying needs an account
 * (docs/roles.md), so a visitor gets the gated-feature words and a Log In link
 * that comes back here (the sign-in page also creates accounts), as /register does.
 */
function CandidateRegistrationScreen() {
  return (
    <AuthGate message={t('common.logInToAccess')} returnHere>
      {(user) => (
        <PageContainer $width="narrow">
          <PageHeader title={t('application.title')} lead={t('application.lead')} />
          <ApplicationForUser user={user} />
        </PageContainer>
      )}
    </AuthGate>
  );
}

/**
 * The form, or, for an account that arrived with a profile, that fact before any typing. The
 * profile this visit's own application makes does not replace the form: the success toast
 * says it, and the form resets as the spec has it.
 */
function ApplicationForUser({ user }: { user: AuthUser }) {
  const profile = useOwnCandidateProfile();
  // Set once, from the first answer (React's "adjusting state while rendering").
  const [arrivedWith, setArrivedWith] = useState<Candidate | null>();
  if (arrivedWith === undefined && profile.isSuccess) setArrivedWith(profile.data);
  if (profile.isLoading) return <LoadingState label={t('common.loadingProfile')} />;
  if (arrivedWith === undefined && profile.error) {
    return (
      <ErrorState
        title={t('common.profileLoadError')}
        message={readableError(profile.error)}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  if (arrivedWith) return <AlreadyRegisteredNotice candidate={arrivedWith} />;
  return (
    <>
      <VerifyFirstNotice user={user} />
      <StandaloneRegistrationForm />
    </>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(CandidateRegistrationScreen));
