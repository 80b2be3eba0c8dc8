// Standalone dev harness of mf-brackets: its screens on their own routes (see README).
import { mountStandalone } from 'shared-config/dev-harness';
import HomeScreen from './screens/home-screen';
import StateScreen from './screens/state-screen';
import CountyScreen from './screens/county-screen';
import CityScreen from './screens/city-screen';

mountStandalone([
  { path: '/home', Screen: HomeScreen },
  { path: '/PaidState/:state', Screen: StateScreen },
  { path: '/PaidCounty/:state/:fips', Screen: CountyScreen },
  { path: '/PaidCity/:state/:countyFips/:cityFips', Screen: CityScreen },
]);
