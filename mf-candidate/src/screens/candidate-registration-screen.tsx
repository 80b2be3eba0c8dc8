import { PageContainer, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { StandaloneRegistrationForm } from '../features/standalone-registration/standalone-registration-form';

/**
 * /candidate-registration: the standalone application form. Applying needs an account
 * (decisions section 10), so a visitor is sent to log in (or sign up) and comes back here.
 */
export default function CandidateRegistrationScreen() {
  return (
    <AuthGate
      message="Please log in or create an account to register as a candidate."
      redirectVisitor
    >
      {() => (
        <PageContainer $width="narrow">
          <PageHeader
            title="Candidate Registration Form"
            lead="Run for office in your state's PAID tournament. Fields marked * are required."
          />
          <StandaloneRegistrationForm />
        </PageContainer>
      )}
    </AuthGate>
  );
}
