import { Link, useParams } from 'react-router-dom';
import type { StateCode } from 'shared-api';
import { Button, Cluster, PageContainer, PageHeader, PageStack } from 'shared-ui';
import styled from 'styled-components';
import { BracketView } from '../features/bracket/components/bracket-view';
import { PlaceCandidates } from '../features/geography/components/place-candidates';
import { CountyList } from '../features/geography/components/county-list';
import { PlaceBreadcrumbs } from '../features/geography/components/place-breadcrumbs';
import { PlaceNote } from '../components/titled-section';
import { RoundMoneyCharts, StateMoneyChart } from '../features/money-charts/state-money-charts';
import { StateTitle } from '../features/geography/components/place-title';
import { useCountyList } from '../features/geography/hooks/use-county-list';
import { stateFromParam } from '../features/geography/place-codes';
import { t, withMessages } from '../place-messages';

const Actions = styled(Cluster).attrs({ $gap: 2, $align: 'stretch' })``;

/** /PaidState/{state}: the state bracket, its candidates and its counties. */
function StateScreen() {
  const { state } = useParams();
  const place = stateFromParam(state);
  return place.known ? (
    <KnownState code={place.known} name={place.name} />
  ) : (
    <UnknownState code={place.code} name={place.name} />
  );
}

function KnownState({ code, name }: { code: StateCode; name: string }) {
  const { counties, isLoading } = useCountyList(code);
  return (
    <PageContainer>
      <PlaceBreadcrumbs crumbs={[{ label: t('breadcrumbs.home'), to: '/home' }, { label: name }]} />
      <PageStack>
        {/* The first paint (../first-paint.ts) copies this header, its lead from the catalogue. */}
        <PageHeader title={<StateTitle code={code} name={name} />} lead={t('state.lead', { name })}>
          <Actions>
            <Button as={Link} to={`/tournament/${code}`} $variant="gold">
              {t('state.debateTournament', { name })}
            </Button>
          </Actions>
        </PageHeader>
        <BracketView level="state" code={code} />
        <RoundMoneyCharts level="state" code={code} />
        <StateMoneyChart code={code} name={name} />
        <PlaceCandidates code={code} placeName={name} />
        <CountyList stateCode={code} stateName={name} counties={counties} isLoading={isLoading} />
      </PageStack>
    </PageContainer>
  );
}

/** No bracket, candidates or counties are asked for: there is no such state. */
function UnknownState({ code, name }: { code: string; name: string }) {
  return (
    <PageContainer>
      <PlaceBreadcrumbs crumbs={[{ label: t('breadcrumbs.home'), to: '/home' }, { label: name }]} />
      <PageStack>
        <PageHeader title={<StateTitle code={code} name={name} />} />
        <PlaceNote>
          {t('state.notFound', { code })} <Link to="/home">{t('place.seeAllStates')}</Link>
        </PlaceNote>
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(StateScreen);
