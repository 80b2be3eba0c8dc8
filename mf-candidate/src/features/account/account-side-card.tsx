import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LOGOUT_PATH, type AuthUser, type Candidate } from 'shared-api';
import { Avatar, Badge, Button, Card, memberAvatarName } from 'shared-ui';
import { t } from '../../account-messages';
import { positionName } from '../../components/position-name';
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
        alt={t('sideCard.photoAlt', { name })}
        name={profile?.name ?? memberAvatarName(user)}
        size="lg"
      />
      <Name>{name}</Name>
      <Position>
        {/* A standalone application stores the position's value ('city-council'). */}
        {profile?.position ? positionName(profile.position) : t('sideCard.noPosition')}
      </Position>
      {profile?.isActivated ? (
        <Badge $tone="green">{t('sideCard.activated')}</Badge>
      ) : (
        <Badge $tone="grey">{t('sideCard.notActivated')}</Badge>
      )}
      {/* The member's own settings live on /account; this card, where the top bar's profile
          leads, is the way there for every member, candidate or not. */}
      <Button as={Link} to="/account" $variant="secondary">
        {t('sideCard.accountSettings')}
      </Button>
      <Button as={Link} to="/donations" $variant="secondary">
        {t('sideCard.myDonations')}
      </Button>
      <Button as="a" href={LOGOUT_PATH} $variant="secondary">
        {t('sideCard.logOut')}
      </Button>
    </Side>
  );
}
