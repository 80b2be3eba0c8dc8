import { CampaignUrlGenerator } from './campaign-url-generator';
import { CampaignUrlList } from './campaign-url-list';
import { VerifyFirstNotice } from './verify-first-notice';

/** The generator above the user's own URLs: the part of the page that needs the schemas. */
export function CampaignUrlWorkspace() {
  return (
    <>
      <VerifyFirstNotice />
      <CampaignUrlGenerator />
      <CampaignUrlList />
    </>
  );
}
