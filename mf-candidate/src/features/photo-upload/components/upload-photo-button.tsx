import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, ErrorState, LoadingState } from 'shared-ui';
import { Modal } from 'shared-ui/forms';
import { t } from '../../../candidate-page-messages';

// Uppy and its styles are a large download only the owner ever needs: they load the first
// time the dialog opens, not with the candidate page.
const PhotoUploadPanel = lazy(() => import('./photo-upload-panel'));

class UploaderLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <ErrorState title={t('photo.loaderFailed')} message={t('photo.loaderFailedText')} />;
    }
    return this.props.children;
  }
}

/** The owner's Upload Photo button and the dialog it opens (owner only). */
export function UploadPhotoButton({ candidateId }: { candidateId: number }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('photo.upload')}
      </Button>
      <Modal open={open} onClose={close} title={t('photo.upload')} size="lg">
        <UploaderLoadBoundary>
          <Suspense fallback={<LoadingState label={t('photo.loading')} />}>
            <PhotoUploadPanel candidateId={candidateId} onDone={close} />
          </Suspense>
        </UploaderLoadBoundary>
      </Modal>
    </>
  );
}
