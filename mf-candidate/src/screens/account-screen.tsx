import { useState } from 'react';
import styled from 'styled-components';
import { useOwnCandidateProfile, type AuthUser, type Candidate, readableError } from 'shared-api';
import { ErrorState, LoadingState, PageContainer, PageHeader } from 'shared-ui';
import { Tabs } from 'shared-ui/forms';
import { AccountSettings } from '../features/account/account-settings';
import { AccountSideCard } from '../features/account/account-side-card';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { CampaignPanels } from '../features/campaign-dashboard/campaign-panels';
import { CommitteeReportPanel } from '../features/committee-report/committee-report-panel';
import { ExcessGiftsPanel } from '../features/committee-report/excess-gifts-panel';
import { ExperimentsPanel } from '../features/experiments/experiments-panel';
import { ExpressLinksPanel } from '../features/express-links/express-links-panel';
import { CandidatePlatformForm } from '../features/candidate-form/candidate-platform-form';
import { CandidateProfileForm } from '../features/candidate-form/candidate-profile-form';
import { useCandidatePlatformForm } from '../features/candidate-form/use-candidate-platform-form';
import { useCandidateProfileForm } from '../features/candidate-form/use-candidate-profile-form';
import { t, withMessages as withAccountMessages } from '../account-messages';
import { withMessages } from '../messages';
import { withMessages as withProfileMessages } from '../profile-messages';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /candidate/account: the candidate's own account (docs/routes-and-screens.md). */
function AccountScreen() {
  return (
    <AuthGate message={t('account.logIn')}>
      {(user) => (
        <PageContainer>
          <PageHeader title={t('account.title')} lead={t('account.lead')} />
          <AccountLayout user={user} />
        </PageContainer>
      )}
    </AuthGate>
  );
}

function AccountLayout({ user }: { user: AuthUser }) {
  const profile = useOwnCandidateProfile();
  if (profile.isLoading) return <LoadingState label={t('account.loading')} />;
  if (profile.error) {
    return (
      <ErrorState
        title={t('account.loadError')}
        message={readableError(profile.error)}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const candidate = profile.data ?? null;
  return (
    <Layout>
      <AccountSideCard user={user} profile={candidate} />
      <AccountTabs user={user} profile={candidate} loadedAt={profile.dataUpdatedAt} />
    </Layout>
  );
}

type AccountTab =
  | 'profile'
  | 'platform'
  | 'settings'
  | 'report'
  | 'excess'
  | 'campaign'
  | 'experiments'
  | 'express';

interface AccountTabsProps {
  user: AuthUser;
  profile: Candidate | null;
  loadedAt: number;
}

/**
 * Profile and Platform are two forms, each saving what it shows with its own schema (issue
 * 16: one form saved whole made "Save Platform" fail on a Profile field, e.g. the phone a
 * standalone application never had). Panels stay mounted, so unsaved text survives a look
 * at another tab.
 */
function AccountTabs({ user, profile, loadedAt }: AccountTabsProps) {
  const [tab, setTab] = useState<AccountTab>('profile');
  const profileForm = useCandidateProfileForm({ profile, loadedAt, user });
  const platformForm = useCandidatePlatformForm({ profile, loadedAt });
  return (
    <Tabs
      label={t('account.tabs.label')}
      value={tab}
      onValueChange={(value) => setTab(value as AccountTab)}
      keepMounted
      items={[
        {
          value: 'profile',
          label: t('account.tabs.profile'),
          content: <CandidateProfileForm controller={profileForm} />,
        },
        {
          value: 'platform',
          label: t('account.tabs.platform'),
          content: <CandidatePlatformForm controller={platformForm} />,
        },
        {
          value: 'settings',
          label: t('account.tabs.settings'),
          content: <AccountSettings profile={profile} />,
        },
        // The committee report, once there is a candidate to report on.
        ...(profile
          ? [
              {
                value: 'report',
                label: t('account.tabs.report'),
                content: <CommitteeReportPanel candidateId={profile.id} />,
              },
              {
                value: 'excess',
                label: t('account.tabs.excess'),
                content: <ExcessGiftsPanel candidateId={profile.id} />,
              },
              {
                value: 'experiments',
                label: t('account.tabs.experiments'),
                content: <ExperimentsPanel candidateId={profile.id} />,
              },
              {
                value: 'express',
                label: t('account.tabs.express'),
                content: <ExpressLinksPanel candidateId={profile.id} />,
              },
              {
                value: 'campaign',
                label: t('account.tabs.campaign'),
                content: <CampaignPanels candidateId={profile.id} />,
              },
            ]
          : []),
      ]}
    />
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withAccountMessages(withMessages(AccountScreen)));
