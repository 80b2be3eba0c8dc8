import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorState, PageContainer, Spinner } from 'shared-ui';
import { loadRemoteScreen } from './load-remote-screen';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface Props {
  /** Federation id of an exposed screen, e.g. `mf_shorts/shorts-screen`. */
  id: string;
  /** What the area is called in the fallback message, e.g. 'Shorts'. */
  label: string;
}

/** One remote screen in its own Suspense + error boundary, with a retry that reloads it. */
export function RemoteScreen({ id, label }: Props) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React caches a rejected lazy() forever, so
  // `attempt` is a deliberate dependency.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Screen = useMemo(() => lazy(() => loadRemoteScreen(id)), [id, attempt]);
  return (
    <div data-remote-area={id.split('/')[0]}>
      <RemoteErrorBoundary
        key={`${id}#${attempt}`}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(_error, retry) => (
          <PageContainer>
            <ErrorState
              title={`${label} is unavailable`}
              message={`This part of PAID could not be loaded right now. The rest of the site still works.`}
              onRetry={retry}
              retryLabel="Retry"
            />
          </PageContainer>
        )}
      >
        <Suspense fallback={<Spinner label={`Loading ${label}`} />}>
          <Screen />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
