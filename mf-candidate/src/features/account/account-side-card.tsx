import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGOUT_PATH, positionLabel, type AuthUser, type Candidate } from 'shared-api';
import { Avatar, Badge, Button, Card, memberAvatarName } from 'shared-ui';
import { candidateDisplayName } from './candidate-display-name';

const Side = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  user: AuthUser;
  profile: Candidate | null;
}

/**
 * Avatar, name, position, activation badge, Account settings, My donations and Log Out
 * (/candidate/account).
 */
export function AccountSideCard({ user, profile }: Props) {
  const name = candidateDisplayName(profile?.name, user.firstName);
  const photo = profile?.profilePhotoUrl ?? user.profileImageUrl;
  return (
    <Side>
      <Avatar
        src={photo}
        alt={`Photo of ${name}`}
        name={profile?.name ?? memberAvatarName(user)}
        size="lg"
      />
      <Name>{name}</Name>
      <Position>
        {/* A standalone application stores the position's value ('city-council'). */}
        {profile?.position ? positionLabel(profile.position) : 'No position set'}
      </Position>
      {profile?.isActivated ? (
        <Badge $tone="green">ACTIVATED</Badge>
      ) : (
        <Badge $tone="grey">Not Activated</Badge>
      )}
      {/* The member's own settings live on /account; this card, where the top bar's profile
          leads, is the way there for every member, candidate or not. */}
      <Button as={Link} to="/account" $variant="secondary">
        Account settings
      </Button>
      <Button as={Link} to="/donations" $variant="secondary">
        My donations
      </Button>
      <Button as="a" href={LOGOUT_PATH} $variant="secondary">
        Log Out
      </Button>
    </Side>
  );
}
