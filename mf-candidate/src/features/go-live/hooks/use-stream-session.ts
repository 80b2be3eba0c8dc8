import {
  ApiError,
  useEndStream,
  useMutationErrorNotice,
  useStartStream,
  type MutationErrorNotices,
} from 'shared-api';
import { formatDollars, notify } from 'shared-ui';

// The gated-feature notice (docs/errors.md): a session that ran out meanwhile.
const loginRequired = {
  title: 'Authentication Required',
  description: 'Please log in to access this feature.',
};

const startNotices: MutationErrorNotices = {
  loginRequired,
  failed: {
    title: 'Could Not Go Live',
    description: 'Your stream did not start. Please try again.',
  },
};

const endNotices: MutationErrorNotices = {
  loginRequired,
  failed: {
    title: 'Could Not End Stream',
    description: 'Your stream is still live. Please try again.',
  },
};

/**
 * GO LIVE and End Stream with their toasts. The server decides: a 403 on
 * GO LIVE means the account is not activated (any more), told as 'Not Activated'; a 409 on
 * End Stream means the stream had already ended (another tab), and the stats, asked again
 * by useEndStream, show the screen offline.
 */
export function useStreamSession() {
  const start = useStartStream();
  const end = useEndStream();
  const startError = useMutationErrorNotice(notify, startNotices);
  const endError = useMutationErrorNotice(notify, endNotices);

  const goLive = () =>
    start.mutate(undefined, {
      onSuccess: () =>
        notify({ title: "You're Live!", description: 'Your fundraising stream has started.' }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          notify({
            title: 'Not Activated',
            description: 'Your candidate account must be activated to stream.',
            variant: 'destructive',
          });
          return;
        }
        startError(error);
      },
    });

  const endStream = () =>
    end.mutate(undefined, {
      onSuccess: ({ totalRaised }) =>
        notify({
          title: 'Stream Ended',
          description: `You raised ${formatDollars(totalRaised)} during this stream!`,
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notify({ title: 'Stream Ended', description: 'Your stream had already ended.' });
          return;
        }
        endError(error);
      },
    });

  return {
    goLive,
    endStream,
    isStarting: start.isPending,
    isEnding: end.isPending,
    /** GO LIVE was pressed in this tab (and worked): the console starts the camera itself. */
    wentLiveHere: start.isSuccess,
  };
}
