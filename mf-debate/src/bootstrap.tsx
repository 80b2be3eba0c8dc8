// Standalone dev harness of mf-debate: its pages from shared-config/site-map.js, each on its
// screen (see README). TypeScript checks that every screen of the site map has a loader here.
import { mountStandalone } from 'shared-config/dev-harness';

mountStandalone('mf_debate', {
  'tournament-screen': () => import('./screens/tournament-screen'),
});
