// Standalone dev harness of mf-debate: its screens on their own routes (see README).
import { mountStandalone } from 'shared-config/dev-harness';
import TournamentScreen from './screens/tournament-screen';

mountStandalone([{ path: '/tournament/:state', Screen: TournamentScreen }]);
