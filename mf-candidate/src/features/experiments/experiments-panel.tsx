import { EXPERIMENT_MIN_SAMPLE } from 'shared-api/contracts';
import {
  readableError,
  useCandidateExperiments,
  useStartExperiment,
  useStopExperiment,
} from 'shared-api';
import styled from 'styled-components';
import { Button, CardSection, EmptyState, ErrorState, LoadingState, Stack } from 'shared-ui';
import { t } from '../../account-messages';
import { ExperimentForm } from './experiment-form';
import { ExperimentReportTable } from './experiment-report-table';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The account's Experiments tab (docs/experiments.md): the running
 * experiment's results and its Stop button, or the form to start one; the last few stopped
 * experiments' results below.
 */
export function ExperimentsPanel({ candidateId }: { candidateId: number }) {
  const list = useCandidateExperiments(candidateId);
  const start = useStartExperiment(candidateId);
  const stop = useStopExperiment(candidateId);

  if (list.isPending) {
    return (
      <CardSection title={t('experiments.title')}>
        <LoadingState label={t('experiments.loading')} />
      </CardSection>
    );
  }
  if (list.isError) {
    return (
      <CardSection title={t('experiments.title')}>
        <ErrorState
          title={t('experiments.loadError')}
          message={readableError(list.error)}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </CardSection>
    );
  }
  const reports = list.data.experiments;
  const running = reports.find((report) => report.experiment.stoppedAt === null);
  const stopped = reports.filter((report) => report !== running);
  return (
    <CardSection title={t('experiments.title')}>
      <Stack $gap={5}>
        <Note>
          {t('experiments.note', {
            visitors: EXPERIMENT_MIN_SAMPLE.visitors,
            gifts: EXPERIMENT_MIN_SAMPLE.gifts,
          })}
        </Note>
        {running ? (
          <Stack $gap={3}>
            <ExperimentReportTable report={running} />
            <div>
              <Button
                type="button"
                $variant="secondary"
                disabled={stop.isPending}
                onClick={() => stop.mutate(running.experiment.id)}
              >
                {stop.isPending ? t('experiments.stopping') : t('experiments.stop')}
              </Button>
            </div>
            {stop.isError ? <Note role="alert">{readableError(stop.error)}</Note> : null}
          </Stack>
        ) : (
          <ExperimentForm onStart={(body) => start.mutateAsync(body)} />
        )}
        {stopped.length === 0 && !running ? (
          <EmptyState
            headingLevel={3}
            title={t('experiments.empty')}
            text={t('experiments.emptyText')}
          />
        ) : (
          stopped.map((report) => (
            <ExperimentReportTable key={report.experiment.id} report={report} />
          ))
        )}
      </Stack>
    </CardSection>
  );
}
