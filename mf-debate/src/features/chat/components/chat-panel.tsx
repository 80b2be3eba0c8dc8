import { useEffect, useId, useState } from 'react';
import { Button, Card, CardBody, CardHeader, CardTitle, Cluster } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import { loadChatSchemas } from '../chat-schemas';
import { rememberedUsername, rememberUsername } from '../remembered-username';
import { ChatJoinForm } from './chat-join-form';
import { ChatRoom } from './chat-room';

const Identity = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const HeaderEnd = styled(Cluster).attrs({ $gap: 2, $wrap: false })``;

export interface ChatPanelProps {
  /** The debate's stream channel id (GET /api/stream/channel/state/{state}'s `id`). */
  channelId: string;
}

/**
 * The chat panel: username prompt -> Join -> the chat, open and refreshing.
 * Anyone may chat, visitors too; the username is per tab, not an account name.
 */
export function ChatPanel({ channelId }: ChatPanelProps) {
  const titleId = useId();
  // The name this tab joined with reopens the chat at once; it is checked against the rules as
  // soon as they have loaded (storage is the user's to edit), and a name that fails them asks
  // again. The server checks it on every message regardless.
  const [username, setUsername] = useState<string | null>(() => rememberedUsername());
  const [lastUsername, setLastUsername] = useState('');
  useEffect(() => {
    // Nothing to check for a first visit: the rules then load when the viewer starts typing.
    if (rememberedUsername() === null) return;
    let current = true;
    loadChatSchemas().then(
      ({ chatUsernameSchema }) => {
        if (!current) return;
        setUsername((name) => {
          if (name === null) return null;
          const parsed = chatUsernameSchema.safeParse(name);
          return parsed.success ? parsed.data : null;
        });
      },
      // Not loaded: Join and Send say so when used.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  function join(name: string) {
    rememberUsername(name);
    setUsername(name);
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {t('chat.title')}
        </CardTitle>
        {username === null ? null : (
          <HeaderEnd>
            <Identity>
              {t('chat.chattingAs')} <strong>{username}</strong>
            </Identity>
            <Button
              $variant="ghost"
              $size="sm"
              onClick={() => {
                setLastUsername(username);
                rememberUsername(null);
                setUsername(null);
              }}
            >
              {t('chat.changeName')}
            </Button>
          </HeaderEnd>
        )}
      </CardHeader>
      <CardBody>
        {username === null ? (
          <ChatJoinForm initialUsername={lastUsername} onJoin={join} />
        ) : (
          <ChatRoom channelId={channelId} username={username} />
        )}
      </CardBody>
    </Card>
  );
}
