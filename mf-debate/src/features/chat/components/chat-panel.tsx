import { useId, useState } from 'react';
import { chatUsernameSchema } from 'shared-api/contracts';
import { Button, Card, CardBody, CardHeader, CardTitle } from 'shared-ui';
import styled from 'styled-components';
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

const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ChatPanelProps {
  /** The debate's stream channel id (GET /api/stream/channel/state/{state}'s `id`). */
  channelId: string;
}

/**
 * Spec 'Chat panel' and section 4: username prompt -> Join -> the chat, open and refreshing.
 * Anyone may chat, visitors too; the username is per tab, not an account name.
 */
export function ChatPanel({ channelId }: ChatPanelProps) {
  const titleId = useId();
  const [username, setUsername] = useState<string | null>(() => {
    // Only a name that still passes the rules (storage is the user's to edit).
    const parsed = chatUsernameSchema.safeParse(rememberedUsername());
    return parsed.success ? parsed.data : null;
  });
  const [lastUsername, setLastUsername] = useState('');

  function join(name: string) {
    rememberUsername(name);
    setUsername(name);
  }

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Live Chat
        </CardTitle>
        {username === null ? null : (
          <HeaderEnd>
            <Identity>
              Chatting as <strong>{username}</strong>
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
              Change name
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
