import styled from 'styled-components';
import {
  readableError,
  useAccountSessions,
  useEndOtherSessions,
  useEndSession,
  type AccountSession,
} from 'shared-api';
import { Badge, Button, ErrorState, LoadingState, lazyDateFormat } from 'shared-ui';
import { t } from '../../profile-messages';
import { Panel, PanelTitle, Problem, serverMessage, Text } from './account-form-parts';

// The member's open sessions (docs/mail.md): where they are logged in, ended one by one or all
// but this browser's.

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const when = lazyDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** Where a session was last used, in words; null when the server does not know. */
export function placeOf(session: Pick<AccountSession, 'address' | 'network'>): string | null {
  if (!session.address) return null;
  const address = session.address;
  if (session.network === 'private') return t('sessions.fromPrivate', { address });
  if (session.network === 'loopback') return t('sessions.fromLoopback', { address });
  return t('sessions.from', { address });
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  // The server's words for the browser ('Chrome on Linux'), shown as it wrote them.
  const device = session.device ?? t('sessions.unknownDevice');
  const place = placeOf(session);
  return (
    <Row>
      <div>
        <strong>{device}</strong>{' '}
        {session.current ? <Badge $tone="green">{t('sessions.thisBrowser')}</Badge> : null}
        <Muted>
          {t('sessions.lastSeen')}{' '}
          <time dateTime={session.lastSeenAt}>{when(new Date(session.lastSeenAt))}</time>
          {' · '}
          {t('sessions.signedIn')}{' '}
          <time dateTime={session.startedAt}>{when(new Date(session.startedAt))}</time>
        </Muted>
        {place ? <Muted>{place}</Muted> : null}
        {end.error ? <Problem role="alert">{serverMessage(end.error)}</Problem> : null}
      </div>
      {session.current ? null : (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          disabled={end.isPending}
          aria-label={t('sessions.endLabel', { device })}
          onClick={() => end.mutate(session.id)}
        >
          {end.isPending ? t('sessions.ending') : t('sessions.end')}
        </Button>
      )}
    </Row>
  );
}

export function SessionsPanel() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;
  return (
    <Panel as="section" aria-labelledby="sessions-title">
      <PanelTitle id="sessions-title">{t('sessions.title')}</PanelTitle>
      {sessions.isLoading ? <LoadingState label={t('sessions.loading')} /> : null}
      {sessions.error ? (
        <ErrorState
          title={t('sessions.loadError')}
          message={readableError(sessions.error)}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : null}
      {sessions.data ? (
        <>
          <List aria-label={t('sessions.list')}>
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </List>
          {others === 0 ? (
            <Text>{t('sessions.noOthers')}</Text>
          ) : (
            <Button
              type="button"
              $variant="secondary"
              disabled={endOthers.isPending}
              onClick={() => endOthers.mutate(undefined)}
            >
              {endOthers.isPending ? t('sessions.ending') : t('sessions.endOthers')}
            </Button>
          )}
          {endOthers.error ? (
            <Problem role="alert">{serverMessage(endOthers.error)}</Problem>
          ) : null}
        </>
      ) : null}
    </Panel>
  );
}
