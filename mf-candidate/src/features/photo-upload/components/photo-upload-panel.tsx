import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import Dashboard from '@uppy/react/dashboard';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { UPLOAD_WIDGET, useUpdateCandidatePhoto } from 'shared-api';
import {
  Cluster,
  ErrorState,
  LoadingState,
  notify,
  Spinner,
  Stack as LayoutStack,
} from 'shared-ui';
import { t } from '../../../candidate-page-messages';
import { openPhotoUppy, type PhotoUppy } from '../create-photo-uppy';
import { uploadErrorMessage } from '../upload-error-message';
import { ThemedDashboardFrame } from './themed-dashboard-frame';

const Stack = styled(LayoutStack).attrs({ $gap: 4 })`
  min-width: 0;
`;

// Under the widget, not a page-sized panel: the dialog's controls stay in view.
const Problem = styled(ErrorState)`
  && {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Saving = styled(Cluster).attrs({ as: 'p', $gap: 2, $wrap: false })`
  margin: 0;
`;

interface Problem {
  title: string;
  message: string;
}

/**
 * Made in an effect, not during render, so React's development double-run (StrictMode)
 * destroys the first instance instead of leaking it, and closing the dialog frees its
 * listeners. On a page in another language than English it comes once Uppy's own words in
 * that language are in (the loading state shows until then).
 */
function usePhotoUppy(): PhotoUppy | null {
  const [uppy, setUppy] = useState<PhotoUppy | null>(null);
  useEffect(() => openPhotoUppy(setUppy), []);
  return uppy;
}

export interface PhotoUploadPanelProps {
  candidateId: number;
  /** Called once the photo is the candidate's: the dialog closes. */
  onDone: () => void;
}

/**
 * The Uppy Dashboard inside the Upload Photo dialog. After the file's PUT answers its stored
 * path, that path becomes the candidate's photo; a failure at either step is said here, and
 * a failed save can be retried without uploading again. Each problem is said once, in our
 * message under the widget (Uppy's own pop-up 'informer' is off: it repeated the message and
 * stayed over the next file's card), and goes as soon as another file is picked or the
 * failed one removed.
 */
export default function PhotoUploadPanel({ candidateId, onDone }: PhotoUploadPanelProps) {
  const uppy = usePhotoUppy();
  const updatePhoto = useUpdateCandidatePhoto();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [storedPath, setStoredPath] = useState<string | null>(null);

  function save(objectPath: string) {
    setProblem(null);
    updatePhoto.mutateAsync({ candidateId, photoURL: objectPath }).then(
      () => {
        notify({
          title: t('photo.updated'),
          description: t('photo.updatedText'),
        });
        onDone();
      },
      (error: unknown) =>
        setProblem({
          title: t('photo.notSaved'),
          message: t('photo.notSavedText', { reason: uploadErrorMessage(error) }),
        }),
    );
  }

  // Called by Uppy's listener, which is registered once per instance, with this render's save.
  const onUploaded = useEffectEvent((objectPath: string) => {
    setStoredPath(objectPath);
    save(objectPath);
  });

  useEffect(() => {
    if (!uppy) return;
    const onSuccess: Parameters<typeof uppy.on<'upload-success'>>[1] = (_file, response) => {
      const objectPath = response.body?.objectPath;
      if (!objectPath) {
        setProblem({
          title: t('photo.uploadFailed'),
          message: t('photo.noPath'),
        });
        return;
      }
      onUploaded(objectPath);
    };
    const onError: Parameters<typeof uppy.on<'upload-error'>>[1] = (file, error) =>
      setProblem({
        title: t('photo.uploadFailed'),
        message:
          file?.name == null
            ? t('photo.theFileFailed', { reason: error.message })
            : t('photo.fileFailed', { file: file.name, reason: error.message }),
      });
    const onRestriction: Parameters<typeof uppy.on<'restriction-failed'>>[1] = (_file, error) =>
      setProblem({ title: t('photo.cannotUse'), message: error.message });
    const onFresh = () => setProblem(null);

    uppy.on('upload-success', onSuccess);
    uppy.on('upload-error', onError);
    uppy.on('restriction-failed', onRestriction);
    uppy.on('file-added', onFresh);
    uppy.on('file-removed', onFresh);
    uppy.on('cancel-all', onFresh);
    uppy.on('upload', onFresh);
    return () => {
      uppy.off('upload-success', onSuccess);
      uppy.off('upload-error', onError);
      uppy.off('restriction-failed', onRestriction);
      uppy.off('file-added', onFresh);
      uppy.off('file-removed', onFresh);
      uppy.off('cancel-all', onFresh);
      uppy.off('upload', onFresh);
    };
  }, [uppy]);

  if (!uppy) return <LoadingState label={t('photo.loading')} />;

  return (
    <Stack>
      <ThemedDashboardFrame>
        <Dashboard
          uppy={uppy}
          width="100%"
          // Shorter on small screens, so the dialog's own controls stay in view.
          height={`min(${UPLOAD_WIDGET.height}px, 65vh)`}
          thumbnailWidth={UPLOAD_WIDGET.thumbnailWidth}
          theme="dark"
          note={t('photo.note')}
          proudlyDisplayPoweredByUppy={false}
          hideProgressDetails={false}
          disableInformer
        />
      </ThemedDashboardFrame>
      {updatePhoto.isPending ? (
        <Saving>
          <Spinner size="sm" label={t('photo.saving')} />
          <span aria-hidden="true">{t('photo.savingText')}</span>
        </Saving>
      ) : null}
      {problem ? (
        <Problem
          title={problem.title}
          message={problem.message}
          onRetry={updatePhoto.isError && storedPath ? () => save(storedPath) : undefined}
          retryLabel={t('photo.saveAgain')}
        />
      ) : null}
    </Stack>
  );
}
