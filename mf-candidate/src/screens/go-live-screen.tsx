import { EmptyState, PageContainer } from 'shared-ui';

// Placeholder until its feature issue lands: the route, the exposed module and its lazy
// loading through the shell are already real.
export default function GoLiveScreen() {
  return (
    <PageContainer>
      <EmptyState
        title="Fundraising Stream"
        text="The fundraising stream arrives with the donations issue."
      />
    </PageContainer>
  );
}
