import { PageContainer, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { VerifyFirstNotice } from '../features/member-account/verify-first-notice';
import { StandaloneRegistrationForm } from '../features/standalone-registration/standalone-registration-form';

/**
 * /candidate-registration: the standalone application form. Applying needs an account
 * (docs/roles.md), so a visitor gets the gated-feature words and a Log In link
 * that comes back here (the sign-in page also creates accounts), as /register does.
 */
export default function CandidateRegistrationScreen() {
  return (
    <AuthGate message="Please log in to access this feature." returnHere>
      {(user) => (
        <PageContainer $width="narrow">
          <PageHeader
            title="Candidate Registration Form"
            lead="Run for office in your state's PAID tournament. Fields marked * are required."
          />
          <VerifyFirstNotice user={user} />
          <StandaloneRegistrationForm />
        </PageContainer>
      )}
    </AuthGate>
  );
}
