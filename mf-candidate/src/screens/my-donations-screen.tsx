import { PageContainer, PageHeader, Stack } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { MonthlyGiftsList } from '../features/my-donations/monthly-gifts-list';
import { MyDonationsList } from '../features/my-donations/my-donations-list';
import { SavedCardPanel } from '../features/my-donations/saved-card-panel';

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
          <Stack $gap={8}>
            <MyDonationsList />
            <MonthlyGiftsList />
            <SavedCardPanel />
          </Stack>
        </PageContainer>
      )}
    </AuthGate>
  );
}
