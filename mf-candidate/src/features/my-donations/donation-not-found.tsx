import { Link } from 'react-router-dom';
import { Button, PageContainer, PageHeader } from 'shared-ui';

/**
 * A receipt id that names none of the member's gifts: absent, or another member's (the server
 * answers both with the same 404, and so does this page).
 */
export function DonationNotFound() {
  return (
    <PageContainer>
      <PageHeader title="Donation not found" lead="None of your donations has this receipt.">
        <div>
          <Button as={Link} to="/donations" $variant="secondary">
            All my donations
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
