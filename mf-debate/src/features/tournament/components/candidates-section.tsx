import { readableError } from 'shared-api';
import { useId } from 'react';
import type { CandidateListItem, StateCode } from 'shared-api';
import { ErrorState, LoadingState, Stack } from 'shared-ui';
import styled from 'styled-components';
import { CandidateGrid } from './candidate-grid';
import { t } from '../../../messages';
import { NoCandidates } from './no-candidates';

const Root = styled(Stack).attrs({ as: 'section', $gap: 4 })``;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

export interface CandidatesSectionProps {
  stateCode: StateCode;
  stateName: string;
  candidates: readonly CandidateListItem[] | undefined;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The state's candidates as cards, 'No Candidates Yet', or the list's load state. */
export function CandidatesSection({
  stateCode,
  stateName,
  candidates,
  isLoading,
  error,
  onRetry,
}: CandidatesSectionProps) {
  const titleId = useId();
  let body;
  if (candidates && candidates.length > 0) {
    body = <CandidateGrid candidates={candidates} />;
  } else if (candidates) {
    body = <NoCandidates stateCode={stateCode} stateName={stateName} />;
  } else if (error) {
    body = (
      <ErrorState
        title={t('candidates.loadError')}
        message={readableError(error)}
        error={error}
        onRetry={onRetry}
      />
    );
  } else if (isLoading) {
    body = <LoadingState label={t('candidates.loading')} />;
  }
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>{t('candidates.title')}</Title>
      {body}
    </Root>
  );
}
