import {
  ApiError,
  useEndStream,
  useMutationErrorNotice,
  useStartStream,
  type MutationErrorNotices,
} from 'shared-api';
import { formatDollars, notify } from 'shared-ui';
import { t } from '../../../live-messages';
import { t as tShared } from '../../../messages';

// The gated-feature notice (docs/errors.md): a session that ran out meanwhile. Built in the
// page's language at each render (the catalogue is not in as this module loads).
const loginRequired = () => ({
  title: tShared('authGate.title'),
  description: t('session.logIn'),
});

const startNotices = (): MutationErrorNotices => ({
  loginRequired: loginRequired(),
  failed: {
    title: t('session.startFailedTitle'),
    description: t('session.startFailed'),
  },
});

const endNotices = (): MutationErrorNotices => ({
  loginRequired: loginRequired(),
  failed: {
    title: t('session.endFailedTitle'),
    description: t('session.endFailed'),
  },
});

/**
 * GO LIVE and End Stream with their toasts. The server decides: a 403 on
 * GO LIVE means the account is not activated (any more), told as 'Not Activated'; a 409 on
 * End Stream means the stream had already ended (another tab), and the stats, asked again
 * by useEndStream, show the screen offline.
 */
export function useStreamSession() {
  const start = useStartStream();
  const end = useEndStream();
  const startError = useMutationErrorNotice(notify, startNotices());
  const endError = useMutationErrorNotice(notify, endNotices());

  const goLive = () =>
    start.mutate(undefined, {
      onSuccess: () => notify({ title: t('session.liveTitle'), description: t('session.live') }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403) {
          notify({
            title: t('session.notActivatedTitle'),
            description: t('session.notActivated'),
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
          title: t('session.endedTitle'),
          description: t('session.ended', { amount: formatDollars(totalRaised) }),
        }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          notify({ title: t('session.endedTitle'), description: t('session.alreadyEnded') });
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
