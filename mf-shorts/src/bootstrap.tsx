// Standalone dev harness of mf-shorts: its screens on their own routes (see README).
import { mountStandalone } from 'shared-config/dev-harness';
import ShortsScreen from './screens/shorts-screen';
import PostScreen from './screens/post-screen';

mountStandalone([
  { path: '/Shorts', Screen: ShortsScreen },
  { path: '/Shorts/:postId', Screen: PostScreen },
]);
