import { Link, useParams } from 'react-router-dom';
import { ApiError, readableError, stateName, useReplay, type Replay } from 'shared-api';
import {
  Badge,
  EmptyState,
  ErrorState,
  LoadingState,
  PageContainer,
  PageStack,
  useDocumentTitle,
} from 'shared-ui';
import styled from 'styled-components';
import { ReplayActions } from '../features/replays/replay-actions';
import { replayFacts } from '../features/replays/replay-facts';
import { ReplayPlayer } from '../features/replays/replay-player';
import { withMessages } from '../messages';
import { t, withMessages as withReplayMessages } from '../replay-messages';

// /replays/{replayId}: a past fundraising stream or debate, played with the chat and gifts of
// that time (docs/video.md "Replays", docs/routes-and-screens.md). A shareable URL: the lists
// of the candidate page and the tournament page link here.

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Facts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function replayTitle(replay: Replay): string {
  if (replay.kind === 'stream') {
    return t('replay.streamTitle', {
      name: replay.candidates[0]?.name ?? t('replay.aCandidate'),
    });
  }
  const [firstName = '', ...otherNames] = replay.candidates.map((candidate) => candidate.name);
  const names = otherNames.reduce(
    (first, second) => t('replay.versus', { first, second }),
    firstName,
  );
  const state = stateName(replay.stateCode ?? '');
  return names
    ? t('replay.debateTitle', { state, names })
    : t('replay.debateTitleNoNames', { state });
}

function ReplayScreen() {
  const { replayId } = useParams();
  const validId = /^[1-9]\d{0,9}$/.test(replayId ?? '');
  const replay = useReplay(validId ? replayId : undefined);
  useDocumentTitle(replay.data ? replayTitle(replay.data) : null);

  if (!validId || (replay.error instanceof ApiError && replay.error.status === 404)) {
    return (
      <PageContainer>
        <EmptyState
          title={t('notFound.title')}
          text={t('notFound.text')}
          action={<Link to="/home">{t('notFound.back')}</Link>}
          headingLevel={2}
        />
      </PageContainer>
    );
  }
  if (replay.isLoading) return <LoadingState label={t('replay.loading')} />;
  if (!replay.data) {
    return (
      <PageContainer>
        <ErrorState
          title={t('replay.loadFailed')}
          message={readableError(replay.error)}
          error={replay.error}
          onRetry={() => void replay.refetch()}
        />
      </PageContainer>
    );
  }
  const data = replay.data;
  const title = replayTitle(data);
  const back =
    data.kind === 'stream' && data.candidates[0] ? (
      <Link to={`/candidate/${data.candidates[0].id}`}>
        {t('replay.candidatePage', { name: data.candidates[0].name })}
      </Link>
    ) : data.stateCode ? (
      <Link to={`/tournament/${data.stateCode}`}>
        {t('replay.tournament', { state: stateName(data.stateCode) })}
      </Link>
    ) : null;
  return (
    <PageContainer>
      <PageStack>
        <Header>
          <div>
            <Title>{title}</Title>
            <Facts>
              {t('replay.label')} · {replayFacts(data)} {back ? <>· {back}</> : null}
            </Facts>
          </div>
          <ReplayActions replay={data} />
        </Header>
        {data.hidden ? (
          <p>
            <Badge $tone="yellow">{t('hidden.badge')}</Badge> {t('hidden.text')}
          </p>
        ) : null}
        {data.deleted ? (
          <p>
            <Badge $tone="red">{t('deleted.badge')}</Badge> {t('deleted.text')}
          </p>
        ) : null}
        <ReplayPlayer replay={data} title={title} />
      </PageStack>
    </PageContainer>
  );
}

// Rendered once mf-candidate's messages and its replay part are in (docs/languages.md).
export default withReplayMessages(withMessages(ReplayScreen));
