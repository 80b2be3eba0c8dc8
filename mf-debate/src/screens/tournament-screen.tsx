import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function TournamentScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Debate Tournament"
        text="The debate stage and chat arrive with the debate issue."
      />
    </PageContainer>
  );
}
