import { placePart, type City } from 'shared-api';
import { LoadingState } from 'shared-ui';
import { PlaceLinks } from './place-links';
import { PlaceNote, TitledSection } from '../../../components/titled-section';

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
  if (isLoading) body = <LoadingState label="Loading cities" />;
  else if (cities.length === 0) {
    body = <PlaceNote>No incorporated cities found for this county in Census data</PlaceNote>;
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
      title="Cities"
      meta={
        cities.length > 0 ? `${cities.length} ${cities.length === 1 ? 'city' : 'cities'}` : null
      }
    >
      {body}
    </TitledSection>
  );
}
