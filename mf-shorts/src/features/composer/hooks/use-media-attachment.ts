import { useCallback, useRef, useState } from 'react';
import { mediaTypeOfMime, type MediaType } from 'shared-api';
import { notify } from 'shared-ui';
import { t } from '../../../messages';
import { attachmentProblem } from '../attachment-problem';
import { readFileAsDataUrl } from '../read-file-as-data-url';

export interface MediaAttachment {
  fileName: string;
  dataUrl: string;
  mediaType: MediaType;
}

export interface MediaAttachmentState {
  attachment: MediaAttachment | null;
  /** True while a picked file is being read. */
  isReading: boolean;
  attach: (file: File) => Promise<void>;
  remove: () => void;
}

function uploadFailed(description: string) {
  notify({ title: t('attachment.uploadFailedTitle'), description, variant: 'destructive' });
}

/** The composer's optional image or video, read as a data URL. */
export function useMediaAttachment(): MediaAttachmentState {
  const [attachment, setAttachment] = useState<MediaAttachment | null>(null);
  const [isReading, setIsReading] = useState(false);
  // Each read gets a number; a read that finishes after Remove or a newer pick is dropped.
  const latestRead = useRef(0);

  const attach = useCallback(async (file: File) => {
    const problem = attachmentProblem(file);
    if (problem) {
      uploadFailed(problem);
      return;
    }
    const read = ++latestRead.current;
    setIsReading(true);
    try {
      const dataUrl = await readFileAsDataUrl(file);
      if (read !== latestRead.current) return;
      setAttachment({ fileName: file.name, dataUrl, mediaType: mediaTypeOfMime(file.type) });
    } catch {
      if (read !== latestRead.current) return;
      uploadFailed(t('attachment.unreadable'));
    } finally {
      if (read === latestRead.current) setIsReading(false);
    }
  }, []);

  const remove = useCallback(() => {
    latestRead.current += 1;
    setAttachment(null);
    setIsReading(false);
  }, []);

  return { attachment, isReading, attach, remove };
}
