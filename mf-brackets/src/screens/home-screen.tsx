import { PageContainer, PageStack } from 'shared-ui';
import { MoneyTalksBanner } from '../features/home/components/money-talks-banner';
import { StateCompetitions } from '../features/home/components/state-competitions';
import { withMessages } from '../messages';

/** /home: the banner, platform totals, the state search and the 50 state tiles. */
function HomeScreen() {
  return (
    <PageContainer>
      <PageStack>
        <MoneyTalksBanner />
        <StateCompetitions />
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(HomeScreen);
