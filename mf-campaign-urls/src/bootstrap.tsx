// Standalone dev harness of mf-campaign-urls: its screens on their own routes (see README).
import { mountStandalone } from 'shared-config/dev-harness';
import CampaignUrlGeneratorScreen from './screens/campaign-url-generator-screen';

mountStandalone([{ path: '/campaign-url-generator', Screen: CampaignUrlGeneratorScreen }]);
