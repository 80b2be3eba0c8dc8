import { useParams } from 'react-router-dom';
import { ApiError, readableError, useMyDonationReceipt } from 'shared-api';
import { ErrorState, LoadingState, NarrowPage } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { DonationNotFound } from '../features/my-donations/donation-not-found';
import { DonationReceiptSheet } from '../features/my-donations/donation-receipt-sheet';
import { t, withMessages as withDonationsMessages } from '../donations-messages';
import { withMessages } from '../messages';

/** /donations/{donationId}/receipt: one of the member's gifts, printable. */
function DonationReceiptScreen() {
  return (
    <AuthGate message={t('receipt.logIn')} returnHere>
      {() => <Receipt />}
    </AuthGate>
  );
}

export default withDonationsMessages(withMessages(DonationReceiptScreen));

function Receipt() {
  const { donationId } = useParams();
  const receipt = useMyDonationReceipt(donationId);
  if (!/^[1-9]\d*$/.test(donationId ?? '')) return <DonationNotFound />;
  if (receipt.isLoading) return <LoadingState label={t('receipt.loading')} />;
  if (receipt.data) {
    return (
      <NarrowPage>
        <DonationReceiptSheet gift={receipt.data} />
      </NarrowPage>
    );
  }
  if (receipt.error instanceof ApiError && receipt.error.status === 404) {
    return <DonationNotFound />;
  }
  return (
    <NarrowPage>
      <ErrorState
        title={t('receipt.loadError')}
        message={readableError(receipt.error)}
        error={receipt.error}
        onRetry={() => void receipt.refetch()}
      />
    </NarrowPage>
  );
}
