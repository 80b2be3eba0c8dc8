import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDeactivateCandidateProfile, useMutationErrorNotice, type Candidate } from 'shared-api';
import { Button, CardSection, Cluster, notify, Stack } from 'shared-ui';
import { Modal } from 'shared-ui/forms';

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

const WARNING = 'This will remove your candidate status. This action cannot be undone.';

type AccountStatus = 'none' | 'pending' | 'active';

/**
 * The spec's two status notes belong to their states (a profile to complete, an active
 * candidate); a registered profile support has not verified yet is neither, and says what it
 * waits for and what it cannot do until then (docs/roles.md, "Candidate, pending verification").
 */
const ACCOUNT_STATUS: Record<AccountStatus, string> = {
  none: 'Complete your profile to become a registered candidate.',
  pending:
    'Your candidate profile is registered and pending verification by our support team. Until it is verified you cannot receive donations, stream or be seeded into a bracket.',
  active: 'You are registered as an active candidate.',
};

const GO_LIVE_NOTE: Record<AccountStatus, string> = {
  none: 'Registered candidates can go live during debates.',
  pending: 'Once support has verified your profile you can go live during debates.',
  active: 'As a registered candidate you can go live during debates.',
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
      title: 'Authentication Required',
      description: 'Please log in to access this feature.',
    },
    failed: {
      title: 'Error',
      description: 'Failed to deactivate your candidate account. Please try again.',
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
      title: 'Candidate Account Deactivated',
      description: 'You are no longer a registered candidate.',
    });
  };

  return (
    <CardSection title="Account Settings">
      <Sections>
        <Note aria-labelledby={`${ids}-account-status`}>
          <NoteTitle id={`${ids}-account-status`}>Account Status</NoteTitle>
          <NoteText>{ACCOUNT_STATUS[status]}</NoteText>
          {status === 'active' ? null : (
            <NoteText>Contact support to activate your account</NoteText>
          )}
        </Note>
        <Note aria-labelledby={`${ids}-go-live-feature`}>
          <NoteTitle id={`${ids}-go-live-feature`}>Go Live Feature</NoteTitle>
          <NoteText>{GO_LIVE_NOTE[status]}</NoteText>
        </Note>
        <Danger aria-labelledby={`${ids}-danger-zone`}>
          <NoteTitle id={`${ids}-danger-zone`}>Danger Zone</NoteTitle>
          <Warning>{WARNING}</Warning>
          <Button
            $variant="danger"
            disabled={!profile || deactivate.isPending}
            onClick={() => setConfirming(true)}
          >
            Deactivate Candidate Account
          </Button>
        </Danger>
      </Sections>
      <Modal
        open={confirming && profile !== null}
        onClose={() => {
          if (!deactivate.isPending) setConfirming(false);
        }}
        title="Deactivate Candidate Account?"
        size="sm"
        initialFocusRef={cancelButton}
      >
        <Warning>{WARNING}</Warning>
        <DialogActions>
          <Button
            ref={cancelButton}
            $variant="secondary"
            onClick={() => setConfirming(false)}
            disabled={deactivate.isPending}
          >
            Cancel
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={deactivate.isPending}>
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </DialogActions>
      </Modal>
    </CardSection>
  );
}
