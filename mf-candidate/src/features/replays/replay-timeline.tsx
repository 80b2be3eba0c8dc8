import { useId } from 'react';
import type { Replay } from 'shared-api';
import { formatDollars, formatDuration } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../replay-messages';
import { reachedItems } from './use-video-position';

// Beside the replay's video: the chat and the gifts of that time, each shown once the video
// reaches its second and gone again on a seek back (docs/video.md "Replays"), newest first,
// as the live panels show them. Text is rendered as text: never HTML from a chat message or a
// donor's message.

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  max-height: 22rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const Item = styled.li`
  overflow-wrap: anywhere;
`;

const Time = styled.span`
  margin-right: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ReplayTimelineProps {
  replay: Pick<Replay, 'kind' | 'chat' | 'gifts'>;
  positionMs: number;
}

export function ReplayTimeline({ replay, positionMs }: ReplayTimelineProps) {
  const chat = reachedItems(replay.chat, positionMs);
  const gifts = reachedItems(replay.gifts, positionMs);
  const chatHeading = useId();
  const giftsHeading = useId();
  return (
    <Aside aria-label={t('timeline.label')}>
      {replay.kind === 'debate' ? (
        <section aria-labelledby={chatHeading}>
          <Heading id={chatHeading}>{t('timeline.chat')}</Heading>
          {chat.length === 0 ? (
            <Quiet>{t('timeline.noMessages')}</Quiet>
          ) : (
            <List aria-label={t('timeline.messages')}>
              {chat.map((message) => (
                <Item key={message.id}>
                  <Time>{formatDuration(message.offsetMs)}</Time>
                  <strong>{message.username}</strong>
                  {message.verified ? ` ${t('timeline.verified')}` : ''}: {message.message}
                </Item>
              ))}
            </List>
          )}
        </section>
      ) : null}
      <section aria-labelledby={giftsHeading}>
        <Heading id={giftsHeading}>{t('timeline.gifts')}</Heading>
        {gifts.length === 0 ? (
          <Quiet>{t('timeline.noGifts')}</Quiet>
        ) : (
          <List aria-label={t('timeline.giftList')}>
            {gifts.map((gift) => (
              <Item key={gift.id}>
                <Time>{formatDuration(gift.offsetMs)}</Time>
                <strong>{gift.donorName}</strong>{' '}
                {t('timeline.gave', { amount: formatDollars(gift.amount) })}
                {gift.message ? `: ${gift.message}` : ''}
              </Item>
            ))}
          </List>
        )}
      </section>
    </Aside>
  );
}
