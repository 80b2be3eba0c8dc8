import { PageContainer, PageHeader } from 'shared-ui';
import { StandaloneRegistrationForm } from '../features/standalone-registration/standalone-registration-form';

/** /candidate-registration: the standalone application form, open to visitors too. */
export default function CandidateRegistrationScreen() {
  return (
    <PageContainer $width="narrow">
      <PageHeader
        title="Candidate Registration Form"
        lead="Run for office in your state's PAID tournament. Fields marked * are required."
      />
      <StandaloneRegistrationForm />
    </PageContainer>
  );
}
