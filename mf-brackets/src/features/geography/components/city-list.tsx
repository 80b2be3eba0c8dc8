import { placePart, type City } from 'shared-api';
import { LoadingState } from 'shared-ui';
import { PlaceLinks } from './place-links';
import { PlaceNote, TitledSection } from '../../../components/titled-section';
import { t, tCount } from '../../../place-messages';

export interface CityListProps {
  stateCode: string;
  /** The 3-digit county part the route carries ('037'). */
  countyPart: string;
  cities: readonly City[];
  isLoading: boolean;
}

/** A county's incorporated cities, each a link to /PaidCity/{state}/{county}/{city}. */
export function CityList({ stateCode, countyPart, cities, isLoading }: CityListProps) {
  let body;
  if (isLoading) body = <LoadingState label={t('cities.loading')} />;
  else if (cities.length === 0) {
    body = <PlaceNote>{t('cities.none')}</PlaceNote>;
  } else {
    body = (
      <PlaceLinks
        places={cities.map((city) => ({
          name: city.name,
          to: `/PaidCity/${stateCode}/${countyPart}/${placePart(city.fips)}`,
        }))}
      />
    );
  }
  return (
    <TitledSection
      title={t('cities.title')}
      meta={
        cities.length > 0 ? tCount('cities.count.one', 'cities.count.other', cities.length) : null
      }
    >
      {body}
    </TitledSection>
  );
}
