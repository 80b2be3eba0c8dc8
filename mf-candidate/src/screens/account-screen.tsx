import { useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { useOwnCandidateProfile, type AuthUser, type Candidate, readableError } from 'shared-api';
import { ErrorState, LoadingState, PageContainer, PageHeader } from 'shared-ui';
import { Tabs } from 'shared-ui/forms';
import { AccountSettings } from '../features/account/account-settings';
import { AccountSideCard } from '../features/account/account-side-card';
import { AuthGate } from '../features/auth-gate/auth-gate';
import { CandidatePlatformForm } from '../features/candidate-form/candidate-platform-form';
import { CandidateProfileForm } from '../features/candidate-form/candidate-profile-form';
import {
  PROFILE_FIELDS,
  type CandidateField,
} from '../features/candidate-form/candidate-form-values';
import { useCandidateForm } from '../features/candidate-form/use-candidate-form';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 300px) minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /candidate/account: the candidate's own account (spec sections 2, 4 and 8). */
export default function AccountScreen() {
  return (
    <AuthGate message="Please log in to access your candidate account.">
      {(user) => (
        <PageContainer>
          <PageHeader
            title="Candidate Account"
            lead="Manage your candidate profile and campaign information"
          />
          <AccountLayout user={user} />
        </PageContainer>
      )}
    </AuthGate>
  );
}

function AccountLayout({ user }: { user: AuthUser }) {
  const profile = useOwnCandidateProfile();
  if (profile.isLoading) return <LoadingState label="Loading your profile" />;
  if (profile.error) {
    return (
      <ErrorState
        title="Could not load your profile"
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

type AccountTab = 'profile' | 'platform' | 'settings';

/**
 * Profile and Platform are two views of one form, saved whole by either button; a save
 * refused over a Profile field from the Platform tab brings that field into view.
 */
interface AccountTabsProps {
  user: AuthUser;
  profile: Candidate | null;
  loadedAt: number;
}

function AccountTabs({ user, profile, loadedAt }: AccountTabsProps) {
  const [tab, setTab] = useState<AccountTab>('profile');
  const controller = useCandidateForm({
    profile,
    loadedAt,
    user,
    onFieldErrors: (fields: CandidateField[]) => {
      const first = PROFILE_FIELDS.find((field) => fields.includes(field));
      if (!first || tab === 'profile') return;
      // The field must be shown before it can take focus.
      flushSync(() => setTab('profile'));
      controller.form.setFocus(first);
    },
  });
  return (
    <Tabs
      label="Account sections"
      value={tab}
      onValueChange={(value) => setTab(value as AccountTab)}
      keepMounted
      items={[
        {
          value: 'profile',
          label: 'Profile',
          content: <CandidateProfileForm controller={controller} />,
        },
        {
          value: 'platform',
          label: 'Platform',
          content: <CandidatePlatformForm controller={controller} />,
        },
        { value: 'settings', label: 'Settings', content: <AccountSettings profile={profile} /> },
      ]}
    />
  );
}
