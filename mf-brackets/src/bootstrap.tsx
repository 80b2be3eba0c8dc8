// Standalone dev harness of mf-brackets: its pages from shared-config/site-map.js, each on its
// screen (see README). TypeScript checks that every screen of the site map has a loader here.
import { mountStandalone } from 'shared-config/dev-harness';

mountStandalone('mf_brackets', {
  'home-screen': () => import('./screens/home-screen'),
  'state-screen': () => import('./screens/state-screen'),
  'county-screen': () => import('./screens/county-screen'),
  'city-screen': () => import('./screens/city-screen'),
});
