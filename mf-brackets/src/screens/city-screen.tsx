import { Link, useParams } from 'react-router-dom';
import { PageContainer, PageHeader, PageStack } from 'shared-ui';
import { BracketView } from '../features/bracket/components/bracket-view';
import { PlaceBreadcrumbs } from '../features/geography/components/place-breadcrumbs';
import { PlaceNote } from '../components/titled-section';
import { RoundMoneyCharts } from '../features/money-charts/state-money-charts';
import { useCityList } from '../features/geography/hooks/use-city-list';
import { useCountyList } from '../features/geography/hooks/use-county-list';
import { fullCityCode, fullCountyCode, stateFromParam } from '../features/geography/place-codes';
import { t, withMessages } from '../place-messages';

/** /PaidCity/{state}/{countyFips}/{cityFips}: the city bracket. */
function CityScreen() {
  const { state, countyFips = '', cityFips = '' } = useParams();
  const place = stateFromParam(state);
  const countyCode = fullCountyCode(place.known, countyFips);
  const cityCode = fullCityCode(place.known, cityFips);
  const isWellFormed = countyCode !== undefined && cityCode !== undefined;
  // The names come from the state's counties and the county's cities (no call names one place).
  const countyList = useCountyList(isWellFormed ? place.known : undefined);
  const cityList = useCityList(isWellFormed ? place.known : undefined, countyCode);

  const county = countyList.counties.find((candidate) => candidate.fips === countyCode);
  const city = cityList.cities.find((candidate) => candidate.fips === cityCode);
  // Shown until the names arrive, and when they cannot be found (docs/errors.md).
  const countyName = county?.name ?? t('place.county');
  const cityName = city?.name ?? t('place.city');
  // Unknown once the county's list has arrived without it (a failed list proves nothing).
  const isUnknown = !isWellFormed || (cityList.isLoaded && city === undefined);
  const countyPath = place.known ? `/PaidCounty/${place.known}/${countyFips}` : undefined;

  return (
    <PageContainer>
      <PlaceBreadcrumbs
        crumbs={[
          { label: t('breadcrumbs.home'), to: '/home' },
          place.known
            ? { label: place.name, to: `/PaidState/${place.known}` }
            : { label: place.name },
          countyCode ? { label: countyName, to: countyPath } : { label: countyName },
          { label: cityName },
        ]}
      />
      <PageStack>
        <PageHeader title={cityName} lead={`${countyName}, ${place.code}`} />
        {isUnknown ? (
          <PlaceNote>
            {t('city.notFound', { code: cityFips })}{' '}
            <Link to={countyCode && countyPath ? countyPath : '/home'}>
              {countyCode ? t('city.seeCities', { county: countyName }) : t('place.seeAllStates')}
            </Link>
          </PlaceNote>
        ) : (
          <>
            <BracketView level="city" code={cityCode} />
            <RoundMoneyCharts level="city" code={cityCode} />
          </>
        )}
      </PageStack>
    </PageContainer>
  );
}

export default withMessages(CityScreen);
