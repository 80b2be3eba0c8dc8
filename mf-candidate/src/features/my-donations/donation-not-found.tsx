import { Link } from 'react-router-dom';
import { Button, PageContainer, PageHeader } from 'shared-ui';
import { t } from '../../donations-messages';

/**
 * A receipt id that names none of the member's gifts: absent, or another member's (the server
 * answers both with the same 404, and so does this page).
 */
export function DonationNotFound() {
  return (
    <PageContainer>
      <PageHeader title={t('receipt.notFound')} lead={t('receipt.notFoundLead')}>
        <div>
          <Button as={Link} to="/donations" $variant="secondary">
            {t('receipt.allDonations')}
          </Button>
        </div>
      </PageHeader>
    </PageContainer>
  );
}
