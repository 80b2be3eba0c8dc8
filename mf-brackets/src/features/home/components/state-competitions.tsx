import { useId, useMemo, useState } from 'react';
import { US_STATES, useCompetitionSummary, readableError } from 'shared-api';
import { Cluster, ErrorState, Stack, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { filterStates } from '../filter-states';
import { StateMap } from '../state-map/state-map';
import { PlatformTotals } from './platform-totals';
import { StateGrid } from './state-grid';
import { StateSearch } from './state-search';

const Section = styled(Stack).attrs({ as: 'section', $gap: 4 })`
  min-width: 0;
`;

const Toolbar = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between' })``;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NoMatch = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * The platform totals, the state search, the map and the grid of the 50 state tiles (the
 * search filters both). The tiles are
 * links even before the summary arrives (or when it failed): the figures join them later.
 */
export function StateCompetitions() {
  const summary = useCompetitionSummary();
  const [query, setQuery] = useState('');
  const states = useMemo(() => filterStates(US_STATES, query), [query]);
  const totalsTitleId = useId();
  const statesTitleId = useId();

  let totals;
  if (summary.data) {
    totals = <PlatformTotals summary={summary.data} />;
  } else if (summary.isError) {
    totals = (
      <ErrorState
        title={t('home.competitionsFailed')}
        message={readableError(summary.error)}
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    totals = (
      <>
        <VisuallyHidden role="status">{t('home.loadingCompetitions')}</VisuallyHidden>
        <PlatformTotals summary={null} />
      </>
    );
  }

  return (
    <>
      <Section aria-labelledby={totalsTitleId}>
        <VisuallyHidden as="h2" id={totalsTitleId}>
          {t('home.platformTotals')}
        </VisuallyHidden>
        {totals}
      </Section>
      <Section aria-labelledby={statesTitleId}>
        <Toolbar>
          <Title id={statesTitleId}>{t('home.stateCompetitions')}</Title>
          <StateSearch query={query} onQueryChange={setQuery} />
        </Toolbar>
        {/* Announced as the list changes, so screen-reader users hear what the search did. */}
        <div aria-live="polite">
          {states.length === 0 ? (
            <NoMatch>{t('home.noMatch', { query: query.trim() })}</NoMatch>
          ) : (
            <Count>
              {states.length === US_STATES.length
                ? t('home.allStates', { total: US_STATES.length })
                : t('home.someStates', { shown: states.length, total: US_STATES.length })}
            </Count>
          )}
        </div>
        <StateMap shown={states} summary={summary.data} />
        {states.length > 0 ? <StateGrid states={states} summary={summary.data} /> : null}
      </Section>
    </>
  );
}
