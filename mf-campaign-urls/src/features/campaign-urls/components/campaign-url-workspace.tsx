import { CampaignUrlGenerator } from './campaign-url-generator';
import { CampaignUrlList } from './campaign-url-list';

/** The generator above the user's own URLs: the part of the page that needs the schemas. */
export function CampaignUrlWorkspace() {
  return (
    <>
      <CampaignUrlGenerator />
      <CampaignUrlList />
    </>
  );
}
