import { Suspense, useState } from 'react';
import { Spinner } from 'shared-ui';
import { FirstPaintDone } from '../first-paint';
import { t } from '../messages';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { useRemoteScreen } from './use-remote-screen';

/** A remote screen still loading: marked so the page area holds a window's height (app-layout). */
function Loading({ label }: { label: string }) {
  return (
    <div data-screen-loading="">
      <Spinner label={t('remoteArea.loading', { area: label })} />
    </div>
  );
}

interface Props {
  /** Federation id of an exposed screen, e.g. `mf_shorts/shorts-screen`. */
  id: string;
  /** What the area is called in the fallback message, e.g. 'Shorts'. */
  label: string;
}

/** One remote screen in its own error boundary, with a retry that loads it again. */
export function RemoteScreen({ id, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  const remote = id.split('/')[0];
  return (
    <div data-remote-area={remote}>
      <RemoteErrorBoundary
        remote={remote}
        key={`${id}#${attempt}`}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(_error, retry) => <RemoteFallback remote={remote} label={label} retry={retry} />}
      >
        <LoadedScreen id={id} label={label} attempt={attempt} />
      </RemoteErrorBoundary>
    </div>
  );
}

function LoadedScreen({ id, label, attempt }: Props & { attempt: number }) {
  const load = useRemoteScreen(id, attempt);
  // A failed load is thrown to the boundary above, the same fallback as a screen that throws.
  if (load.status === 'failed') throw load.error;
  if (load.status === 'loading') return <Loading label={label} />;
  const Screen = load.module.default;
  // For the remote's own lazy parts (its panels, its sign-in redirect).
  return (
    <Suspense fallback={<Loading label={label} />}>
      <Screen />
      <FirstPaintDone />
    </Suspense>
  );
}
