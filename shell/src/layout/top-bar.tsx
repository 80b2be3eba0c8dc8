import { Bell, CircleUserRound, Play, Star } from 'lucide';
import { useState } from 'react';
import styled from 'styled-components';
import { useAuthUser } from 'shared-api';
import { Avatar, Icon, memberAvatarName, VisuallyHidden } from 'shared-ui';
import { t } from '../messages';
import { LanguageSwitch } from './language-switch';
import { PreloadLink } from './preload-link';
import { StatesDropdown } from './states-dropdown';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[2]};
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const Logo = styled(PreloadLink)`
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primaryText};
  text-decoration: none;
  letter-spacing: 0.08em;
`;

const IconLink = styled(PreloadLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.gold};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const Search = styled.input`
  flex: 1;
  min-width: 0;
  max-width: 360px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const GoLive = styled(PreloadLink)`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
`;

/**
 * The top bar (docs/routes-and-screens.md): PAID logo to /Shorts, star to /home, the PAID button
 * that opens the state drop-down, a search field and video/notification buttons that have no
 * behaviour, GO LIVE to /go-live and the profile button to /candidate/account.
 */
export function TopBar() {
  const { user } = useAuthUser();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  return (
    <Bar>
      <Logo to="/Shorts" aria-label={t('topBar.shortsLabel')}>
        PAID
      </Logo>
      <IconLink to="/home" aria-label={t('topBar.home')}>
        <Icon icon={Star} size={22} fill="currentColor" />
      </IconLink>
      <StatesDropdown open={dropdownOpen} onOpenChange={setDropdownOpen} />
      <Search
        type="search"
        name="q"
        placeholder={t('topBar.search')}
        aria-label={t('topBar.searchLabel')}
      />
      <Spacer />
      <IconButton type="button" aria-label={t('topBar.videos')}>
        <Icon icon={Play} size={20} />
      </IconButton>
      <IconButton type="button" aria-label={t('topBar.notifications')}>
        <Icon icon={Bell} size={20} />
      </IconButton>
      <LanguageSwitch placement="top-bar" />
      <GoLive to="/go-live">{t('topBar.goLive')}</GoLive>
      <IconLink
        to="/candidate/account"
        aria-label={user ? t('topBar.accountOf', { name: user.firstName }) : t('topBar.account')}
      >
        {user ? (
          <Avatar src={user.profileImageUrl} alt="" name={memberAvatarName(user)} />
        ) : (
          <Icon icon={CircleUserRound} size={24} />
        )}
        <VisuallyHidden>{t('topBar.profile')}</VisuallyHidden>
      </IconLink>
    </Bar>
  );
}
