import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useAuthUser,
  useDeleteReplay,
  useMutationErrorNotice,
  useSetReplayHidden,
  type Replay,
} from 'shared-api';
import { Button, Cluster, notify } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../replay-messages';

// What a replay's page lets someone do (docs/roles.md): the candidate deletes their own
// stream's replay (the server says who, `deletable`), support hides any replay or shows it
// again. The server refuses anyone else whatever this shows.

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]};
`;

const Buttons = styled(Cluster).attrs({ $gap: 2, $align: 'stretch', $justify: 'flex-end' })``;

export function ReplayActions({ replay }: { replay: Replay }) {
  const { user } = useAuthUser();
  const candidateId = replay.candidates[0]?.id;
  return (
    <Cluster $gap={2}>
      {replay.deletable && replay.kind === 'stream' && candidateId !== undefined ? (
        <DeleteReplayButton replayId={replay.id} candidateId={candidateId} />
      ) : null}
      {user?.isAdmin && !replay.deleted ? (
        <HideReplayButton replayId={replay.id} hidden={replay.hidden} />
      ) : null}
    </Cluster>
  );
}

function DeleteReplayButton({ replayId, candidateId }: { replayId: number; candidateId: number }) {
  const deleteReplay = useDeleteReplay();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // The safe choice has the focus when the dialog opens.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('actions.loginTitle'),
      description: t('delete.login'),
    },
    failed: {
      title: t('delete.failedTitle'),
      description: t('delete.failed'),
    },
  });

  async function handleConfirm() {
    if (deleteReplay.isPending) return;
    try {
      await deleteReplay.mutateAsync({ candidateId, replayId });
    } catch (error) {
      setConfirming(false);
      notifyError(error);
      return;
    }
    notify({ title: t('delete.doneTitle'), description: t('delete.done') });
    navigate(`/candidate/${candidateId}`);
  }

  return (
    <>
      <Button $variant="danger" $size="sm" onClick={() => setConfirming(true)}>
        {t('delete.button')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.confirmTitle')}
        size="sm"
        initialFocusRef={cancelRef}
      >
        <Text>{t('delete.confirmText')}</Text>
        <Buttons>
          <Button ref={cancelRef} $variant="secondary" onClick={() => setConfirming(false)}>
            {t('delete.cancel')}
          </Button>
          <Button
            $variant="danger"
            onClick={() => void handleConfirm()}
            aria-disabled={deleteReplay.isPending}
          >
            {deleteReplay.isPending ? t('delete.deleting') : t('delete.button')}
          </Button>
        </Buttons>
      </Modal>
    </>
  );
}

function HideReplayButton({ replayId, hidden }: { replayId: number; hidden: boolean }) {
  const setHidden = useSetReplayHidden();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('actions.loginTitle'),
      description: t('hide.login'),
    },
    failed: {
      title: hidden ? t('hide.showFailedTitle') : t('hide.hideFailedTitle'),
      description: t('hide.failed'),
    },
  });
  const toggle = () =>
    setHidden.mutate(
      { replayId, hidden: !hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? { title: t('hide.shownTitle'), description: t('hide.shown') }
              : { title: t('hide.hiddenTitle'), description: t('hide.hidden') },
          ),
        onError: notifyError,
      },
    );
  return (
    <Button $variant="secondary" $size="sm" onClick={toggle} aria-disabled={setHidden.isPending}>
      {hidden ? t('hide.show') : t('hide.hide')}
    </Button>
  );
}
