import {
  readableError,
  useChatRestrictions,
  useLiftChatRestriction,
  type ChatRestrictionEntry,
} from 'shared-api';
import { Button, EmptyState, ErrorState, LoadingState, notify, Stack } from 'shared-ui';
import styled from 'styled-components';
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
  const what = entry.until ? `Timed out until ${localTime(entry.until)}` : 'Banned';
  const by = entry.createdBy ? ` by ${entry.createdBy}` : '';
  const covers = [
    entry.account ? 'their account' : '',
    entry.address ? 'guests at their address' : '',
  ]
    .filter(Boolean)
    .join(' and ');
  return `${what}${by}${covers ? `; also ${covers}` : ''}.`;
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
        notify({ title: 'Lifted', description: `${entry.username} may chat here again.` }),
      onError: (error) => {
        console.error('Chat restriction not lifted:', error);
        notify({ title: 'Not lifted', description: readableError(error), variant: 'destructive' });
      },
    });
  }

  let body;
  if (restrictions.data === undefined && restrictions.isPending) {
    body = <LoadingState label="Loading bans and time-outs" />;
  } else if (restrictions.data === undefined) {
    body = (
      <ErrorState
        title="The bans and time-outs could not be loaded"
        message={readableError(restrictions.error)}
        onRetry={() => void restrictions.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = <EmptyState title="Nobody is restricted" text="Bans and time-outs show up here." />;
  } else {
    body = (
      <List aria-label="Restricted senders">
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
              aria-label={`Lift the ${entry.until ? 'time-out' : 'ban'} of ${entry.username}`}
              onClick={() => liftOne(entry)}
            >
              Lift
            </Button>
          </Item>
        ))}
      </List>
    );
  }

  return (
    <Stack as="section" $gap={2} aria-label="Bans and time-outs">
      <Title>{`Bans and time-outs (${entries.length})`}</Title>
      {body}
    </Stack>
  );
}
