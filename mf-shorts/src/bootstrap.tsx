// Standalone dev harness of mf-shorts: its pages from shared-config/site-map.js, each on its
// screen (see README). TypeScript checks that every screen of the site map has a loader here.
import { mountStandalone } from 'shared-config/dev-harness';

mountStandalone('mf_shorts', {
  'shorts-screen': () => import('./screens/shorts-screen'),
  'moderation-screen': () => import('./screens/moderation-screen'),
  'post-screen': () => import('./screens/post-screen'),
});
