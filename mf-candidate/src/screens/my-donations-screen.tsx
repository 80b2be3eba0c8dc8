import { PageContainer, PageHeader } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { MyDonationsList } from '../features/my-donations/my-donations-list';

/** /donations: every gift the member made while logged in (docs/donation-rules.md). */
export default function MyDonationsScreen() {
  return (
    <AuthGate message="Please log in to see your donations." returnHere>
      {() => (
        <PageContainer>
          <PageHeader
            title="My donations"
            lead="Every gift you made while logged in, newest first, each with its receipt."
          />
          <MyDonationsList />
        </PageContainer>
      )}
    </AuthGate>
  );
}
