import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { CampaignUrlGenerator } from '../features/campaign-urls/components/campaign-url-generator';
import { CampaignUrlList } from '../features/campaign-urls/components/campaign-url-list';

/** /campaign-url-generator: the generator above the user's own URLs (spec section 2). */
export default function CampaignUrlGeneratorScreen() {
  return (
    <PageContainer $width="narrow">
      <PageStack>
        <PageHeader
          title="Campaign URL Generator"
          lead="Make a short link for every part of your campaign. Each one counts its visits and the money raised through it."
        />
        <CampaignUrlGenerator />
        <CampaignUrlList />
      </PageStack>
    </PageContainer>
  );
}
