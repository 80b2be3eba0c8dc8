import { useEffect, useState } from 'react';
import { ErrorState, PageContainer } from 'shared-ui';
import { FirstPaintDone } from '../first-paint';
import { t } from '../messages';
import { isRemoteOutdated } from './register-runtime-remotes';
import { reloadPage } from './reload-page';

interface Props {
  /** Federation name of the remote, e.g. `mf_shorts`. */
  remote: string;
  /** What the area is called, e.g. 'Shorts'. */
  label: string;
  retry: () => void;
}

/**
 * A remote area that failed. When the server has since made another release of that remote
 * live, the tab is simply old (the files it asks for may be gone, or the new release expects a
 * newer page): say so and reload on a click, since Retry would load the same old entry again.
 */
export function RemoteFallback({ remote, label, retry }: Props) {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    let current = true;
    void isRemoteOutdated(remote).then((answer) => current && setOutdated(answer));
    return () => {
      current = false;
    };
  }, [remote]);
  return (
    <PageContainer>
      <FirstPaintDone />
      {outdated ? (
        <ErrorState
          title={t('fallback.newVersionTitle')}
          message={t('fallback.newVersionMessage', { area: label })}
          onRetry={reloadPage}
          retryLabel={t('fallback.reload')}
        />
      ) : (
        <ErrorState
          title={t('fallback.unavailableTitle', { area: label })}
          message={t('fallback.unavailableMessage')}
          onRetry={retry}
          retryLabel={t('fallback.retry')}
        />
      )}
    </PageContainer>
  );
}
