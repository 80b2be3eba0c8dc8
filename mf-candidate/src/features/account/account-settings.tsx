import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDeactivateCandidateProfile, useMutationErrorNotice, type Candidate } from 'shared-api';
import { Button, CardSection, Cluster, notify, Stack } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import { t, type AccountKey } from '../../account-messages';

const Sections = styled(Stack).attrs({ $gap: 5 })``;

const Note = styled(Stack).attrs({ as: 'section', $gap: 1 })`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const NoteTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const NoteText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Danger = styled(Note)`
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 45%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 8%, transparent);
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Warning = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const DialogActions = styled(Cluster).attrs({ $gap: 3, $align: 'stretch', $justify: 'flex-end' })`
  margin-top: ${({ theme }) => theme.space[5]};
`;

type AccountStatus = 'none' | 'pending' | 'active';

/**
 * The spec's two status notes belong to their states (a profile to complete, an active
 * candidate); a registered profile support has not verified yet is neither, and says what it
 * waits for and what it cannot do until then (docs/roles.md, "Candidate, pending verification").
 */
const ACCOUNT_STATUS: Record<AccountStatus, AccountKey> = {
  none: 'settings.status.none',
  pending: 'settings.status.pending',
  active: 'settings.status.active',
};

const GO_LIVE_NOTE: Record<AccountStatus, AccountKey> = {
  none: 'settings.goLive.none',
  pending: 'settings.goLive.pending',
  active: 'settings.goLive.active',
};

function accountStatus(profile: Candidate | null): AccountStatus {
  if (!profile) return 'none';
  return profile.isActivated ? 'active' : 'pending';
}

/**
 * The Settings tab (/candidate/account): account status, the go-live note, and the
 * deactivation, which asks first and then removes the candidate status on the server
 * (DELETE /api/candidate/profile). Activation is support's job, never the client's.
 */
export function AccountSettings({ profile }: { profile: Candidate | null }) {
  const status = accountStatus(profile);
  const [confirming, setConfirming] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  const deactivate = useDeactivateCandidateProfile();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('settings.loginRequiredTitle'),
      description: t('settings.loginRequiredText'),
    },
    failed: {
      title: t('settings.failedTitle'),
      description: t('settings.failedText'),
    },
  });

  const confirm = async () => {
    try {
      await deactivate.mutateAsync();
    } catch (error) {
      notifyError(error);
      return;
    } finally {
      setConfirming(false);
    }
    notify({
      title: t('settings.deactivatedTitle'),
      description: t('settings.deactivatedText'),
    });
  };

  return (
    <CardSection title={t('settings.title')}>
      <Sections>
        <Note aria-labelledby={`${ids}-account-status`}>
          <NoteTitle id={`${ids}-account-status`}>{t('settings.statusTitle')}</NoteTitle>
          <NoteText>{t(ACCOUNT_STATUS[status])}</NoteText>
          {status === 'active' ? null : <NoteText>{t('settings.contactSupport')}</NoteText>}
        </Note>
        <Note aria-labelledby={`${ids}-go-live-feature`}>
          <NoteTitle id={`${ids}-go-live-feature`}>{t('settings.goLiveTitle')}</NoteTitle>
          <NoteText>{t(GO_LIVE_NOTE[status])}</NoteText>
        </Note>
        <Danger aria-labelledby={`${ids}-danger-zone`}>
          <NoteTitle id={`${ids}-danger-zone`}>{t('settings.dangerZone')}</NoteTitle>
          <Warning>{t('settings.warning')}</Warning>
          <Button
            $variant="danger"
            disabled={!profile || deactivate.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('settings.deactivateAccount')}
          </Button>
        </Danger>
      </Sections>
      <Modal
        open={confirming && profile !== null}
        onClose={() => {
          if (!deactivate.isPending) setConfirming(false);
        }}
        title={t('settings.confirmTitle')}
        size="sm"
        initialFocusRef={cancelButton}
      >
        <Warning>{t('settings.warning')}</Warning>
        <DialogActions>
          <Button
            ref={cancelButton}
            $variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={deactivate.isPending}
          >
            {t('settings.cancel')}
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={deactivate.isPending}>
            {deactivate.isPending ? t('settings.deactivating') : t('settings.deactivate')}
          </Button>
        </DialogActions>
      </Modal>
    </CardSection>
  );
}
