import { Link, useParams } from 'react-router-dom';
import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { BracketView } from '../features/bracket/components/bracket-view';
import { CityList } from '../features/geography/components/city-list';
import { PlaceBreadcrumbs } from '../features/geography/components/place-breadcrumbs';
import { PlaceNote } from '../components/titled-section';
import { RoundMoneyCharts } from '../features/money-charts/state-money-charts';
import { useCityList } from '../features/geography/hooks/use-city-list';
import { useCountyList } from '../features/geography/hooks/use-county-list';
import { fullCountyCode, stateFromParam } from '../features/geography/place-codes';
import { t, withMessages } from '../place-messages';

/** /PaidCounty/{state}/{fips}: the county bracket and its cities. */
function CountyScreen() {
  const { state, fips = '' } = useParams();
  const place = stateFromParam(state);
  const countyCode = fullCountyCode(place.known, fips);
  const countyList = useCountyList(countyCode ? place.known : undefined);
  const cityList = useCityList(countyCode ? place.known : undefined, countyCode);

  const county = countyList.counties.find((candidate) => candidate.fips === countyCode);
  // Shown until the county's name arrives, and when it cannot be found (docs/errors.md).
  const name = county?.name ?? t('place.county');
  // Unknown once the state's list has arrived without it (a failed list proves nothing).
  const isUnknown = countyCode === undefined || (countyList.isLoaded && county === undefined);

  return (
    <PageContainer>
      <PlaceBreadcrumbs
        crumbs={[
          { label: t('breadcrumbs.home'), to: '/home' },
          place.known
            ? { label: place.name, to: `/PaidState/${place.known}` }
            : { label: place.name },
          { label: name },
        ]}
      />
      <PageStack>
        <PageHeader title={name} lead={`${place.name} (${place.code})`} />
        {isUnknown ? (
          <PlaceNote>
            {t('county.notFound', { code: fips, state: place.name })}{' '}
            <Link to={place.known ? `/PaidState/${place.known}` : '/home'}>
              {place.known
                ? t('county.seeCounties', { state: place.name })
                : t('place.seeAllStates')}
            </Link>
          </PlaceNote>
        ) : (
          <>
            <BracketView level="county" code={countyCode} />
            <RoundMoneyCharts level="county" code={countyCode} />
            <CityList
              stateCode={place.code}
              countyPart={fips}
              cities={cityList.cities}
              isLoading={cityList.isLoading}
            />
          </>
        )}
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(CountyScreen);
