import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function CandidateRegistrationScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Candidate Registration Form"
        text="The standalone registration form arrives with the candidates issue."
      />
    </PageContainer>
  );
}
