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
      title: 'Login Required',
      description: 'Please log in to delete your replay. Redirecting...',
    },
    failed: {
      title: 'Delete Failed',
      description: 'There was an error deleting your replay. Please try again.',
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
    notify({ title: 'Replay Deleted', description: 'The replay and its video have been removed.' });
    navigate(`/candidate/${candidateId}`);
  }

  return (
    <>
      <Button $variant="danger" $size="sm" onClick={() => setConfirming(true)}>
        Delete replay
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this replay?"
        size="sm"
        initialFocusRef={cancelRef}
      >
        <Text>
          Its video is removed for good and nobody can watch it again. The gifts of the stream stay
          as they are. This cannot be undone.
        </Text>
        <Buttons>
          <Button ref={cancelRef} $variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            $variant="danger"
            onClick={() => void handleConfirm()}
            aria-disabled={deleteReplay.isPending}
          >
            {deleteReplay.isPending ? 'Deleting...' : 'Delete replay'}
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
      title: 'Login Required',
      description: 'Please log in as support to do this. Redirecting...',
    },
    failed: {
      title: hidden ? 'Show Failed' : 'Hide Failed',
      description: 'The replay could not be changed. Please try again.',
    },
  });
  const toggle = () =>
    setHidden.mutate(
      { replayId, hidden: !hidden },
      {
        onSuccess: () =>
          notify(
            hidden
              ? { title: 'Replay Shown', description: 'Everyone can watch this replay again.' }
              : {
                  title: 'Replay Hidden',
                  description: 'Only support can see this replay now.',
                },
          ),
        onError: notifyError,
      },
    );
  return (
    <Button $variant="secondary" $size="sm" onClick={toggle} aria-disabled={setHidden.isPending}>
      {hidden ? 'Show replay again' : 'Hide replay'}
    </Button>
  );
}
