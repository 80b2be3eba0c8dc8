import { countyPart, type County } from 'shared-api';
import { LoadingState } from 'shared-ui';
import { PlaceLinks } from './place-links';
import { PlaceNote, TitledSection } from '../../../components/titled-section';
import { t } from '../../../place-messages';

export interface CountyListProps {
  stateCode: string;
  stateName: string;
  counties: readonly County[];
  isLoading: boolean;
}

/** A state's counties, each a link to /PaidCounty/{state}/{3-digit fips}. */
export function CountyList({ stateCode, stateName, counties, isLoading }: CountyListProps) {
  let body;
  if (isLoading) body = <LoadingState label={t('counties.loading')} />;
  else if (counties.length === 0) {
    body = <PlaceNote>{t('counties.none', { state: stateName })}</PlaceNote>;
  } else {
    body = (
      <PlaceLinks
        places={counties.map((county) => ({
          name: county.name,
          to: `/PaidCounty/${stateCode}/${countyPart(county.fips)}`,
        }))}
      />
    );
  }
  return (
    <TitledSection
      title={t('counties.title')}
      meta={counties.length > 0 ? t('counties.count', { count: counties.length }) : null}
    >
      {body}
    </TitledSection>
  );
}
