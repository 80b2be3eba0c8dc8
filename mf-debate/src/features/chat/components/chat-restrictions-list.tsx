import {
  readableError,
  useChatRestrictions,
  useLiftChatRestriction,
  type ChatRestrictionEntry,
} from 'shared-api';
import { Button, EmptyState, ErrorState, LoadingState, notify, Stack } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { localTime } from '../local-time';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const List = styled(Stack).attrs({ as: 'ul', $gap: 2 })`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

// The name is the sender's words: a text node, never HTML.
const Who = styled.span`
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a restriction holds, in words: kind, until when, by whom, and what else it covers. */
function describe(entry: ChatRestrictionEntry): string {
  let what = entry.until
    ? t('restrictions.timedOutUntil', { time: localTime(entry.until) })
    : t('restrictions.banned');
  if (entry.createdBy) what = t('restrictions.by', { what, name: entry.createdBy });
  const account = entry.account ? t('restrictions.account') : null;
  const address = entry.address ? t('restrictions.address') : null;
  const covers =
    account && address
      ? t('restrictions.both', { first: account, second: address })
      : (account ?? address);
  return covers
    ? t('restrictions.sentenceAlso', { what, covers })
    : t('restrictions.sentence', { what });
}

export interface ChatRestrictionsListProps {
  channelId: string;
}

/**
 * Support's list of this chat's bans and time-outs in force, each with Lift (docs/roles.md
 * "Support"): a debater restricts but cannot undo, so a viewer banned by mistake asks support.
 * Shown to support only; the server refuses anyone else anyway.
 */
export function ChatRestrictionsList({ channelId }: ChatRestrictionsListProps) {
  const restrictions = useChatRestrictions(channelId, true);
  const lift = useLiftChatRestriction(channelId);
  const entries = restrictions.data ?? [];

  function liftOne(entry: ChatRestrictionEntry) {
    if (lift.isPending) return;
    lift.mutate(entry.id, {
      onSuccess: () =>
        notify({
          title: t('restrictions.lifted'),
          description: t('restrictions.liftedText', { name: entry.username }),
        }),
      onError: (error) => {
        console.error('Chat restriction not lifted:', error);
        notify({
          title: t('restrictions.notLifted'),
          description: readableError(error),
          variant: 'destructive',
        });
      },
    });
  }

  let body;
  if (restrictions.data === undefined && restrictions.isPending) {
    body = <LoadingState label={t('restrictions.loading')} />;
  } else if (restrictions.data === undefined) {
    body = (
      <ErrorState
        title={t('restrictions.loadError')}
        message={readableError(restrictions.error)}
        onRetry={() => void restrictions.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = <EmptyState title={t('restrictions.empty')} text={t('restrictions.emptyHelp')} />;
  } else {
    body = (
      <List aria-label={t('restrictions.list')}>
        {entries.map((entry) => (
          <Item key={entry.id}>
            <Stack $gap={0}>
              <Who>{entry.username}</Who>
              <Detail>{describe(entry)}</Detail>
            </Stack>
            <Button
              type="button"
              $variant="secondary"
              $size="sm"
              aria-disabled={lift.isPending}
              aria-label={t(entry.until ? 'restrictions.liftTimeout' : 'restrictions.liftBan', {
                name: entry.username,
              })}
              onClick={() => liftOne(entry)}
            >
              {t('restrictions.lift')}
            </Button>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Stack as="section" $gap={2} aria-label={t('restrictions.section')}>
      <Title>{t('restrictions.title', { count: entries.length })}</Title>
      {body}
    </Stack>
  );
}
