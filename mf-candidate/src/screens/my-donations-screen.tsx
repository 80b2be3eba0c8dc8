import { PageContainer, PageHeader, Stack } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { MonthlyGiftsList } from '../features/my-donations/monthly-gifts-list';
import { MyDonationsList } from '../features/my-donations/my-donations-list';
import { SavedCardPanel } from '../features/my-donations/saved-card-panel';
import { t, withMessages as withDonationsMessages } from '../donations-messages';
import { withMessages } from '../messages';

/** /donations: every gift the member made while logged in (docs/donation-rules.md). */
function MyDonationsScreen() {
  return (
    <AuthGate message={t('myDonations.logIn')} returnHere>
      {() => (
        <PageContainer>
          <PageHeader title={t('myDonations.title')} lead={t('myDonations.lead')} />
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

export default withDonationsMessages(withMessages(MyDonationsScreen));
