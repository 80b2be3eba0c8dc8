import { PageContainer, PageStack } from 'shared-ui';
import { MoneyTalksBanner } from '../features/home/components/money-talks-banner';
import { StateCompetitions } from '../features/home/components/state-competitions';

/** /home: the banner, platform totals, the state search and the 50 state tiles. */
export default function HomeScreen() {
  return (
    <PageContainer>
      <PageStack>
        <MoneyTalksBanner />
        <StateCompetitions />
      </PageStack>
    </PageContainer>
  );
}
