// Standalone dev harness of mf-candidate: its screens on their own routes (see README).
import { mountStandalone } from 'shared-config/dev-harness';
import RegisterScreen from './screens/register-screen';
import CandidateRegistrationScreen from './screens/candidate-registration-screen';
import AccountScreen from './screens/account-screen';
import CandidateScreen from './screens/candidate-screen';
import GoLiveScreen from './screens/go-live-screen';
import DonateScreen from './screens/donate-screen';

mountStandalone([
  { path: '/register', Screen: RegisterScreen },
  { path: '/candidate-registration', Screen: CandidateRegistrationScreen },
  { path: '/candidate/account', Screen: AccountScreen },
  { path: '/candidate/:candidateId', Screen: CandidateScreen },
  { path: '/go-live', Screen: GoLiveScreen },
  { path: '/donate/:candidateId', Screen: DonateScreen },
]);
