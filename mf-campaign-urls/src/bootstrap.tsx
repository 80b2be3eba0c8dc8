// Standalone dev harness of mf-campaign-urls: its pages from shared-config/site-map.js, each on its
// screen (see README). TypeScript checks that every screen of the site map has a loader here.
import { mountStandalone } from 'shared-config/dev-harness';

mountStandalone('mf_campaign_urls', {
  'campaign-url-generator-screen': () => import('./screens/campaign-url-generator-screen'),
});
