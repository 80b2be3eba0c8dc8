import { useParams } from 'react-router-dom';
import { ApiError, readableError, useMyDonationReceipt } from 'shared-api';
import { ErrorState, LoadingState, NarrowPage } from 'shared-ui';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { DonationNotFound } from '../features/my-donations/donation-not-found';
import { DonationReceiptSheet } from '../features/my-donations/donation-receipt-sheet';

/** /donations/{donationId}/receipt: one of the member's gifts, printable. */
export default function DonationReceiptScreen() {
  return (
    <AuthGate message="Please log in to see your donation receipts." returnHere>
      {() => <Receipt />}
    </AuthGate>
  );
}

function Receipt() {
  const { donationId } = useParams();
  const receipt = useMyDonationReceipt(donationId);
  if (!/^[1-9]\d*$/.test(donationId ?? '')) return <DonationNotFound />;
  if (receipt.isLoading) return <LoadingState label="Loading your receipt" />;
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
        title="Could not load this receipt"
        message={readableError(receipt.error)}
        error={receipt.error}
        onRetry={() => void receipt.refetch()}
      />
    </NarrowPage>
  );
}
