import { Button, Cluster, Stack } from 'shared-ui';
import styled, { css } from 'styled-components';
import { t } from '../../../messages';
import type { MediaAttachment } from '../hooks/use-media-attachment';

const Figure = styled(Stack).attrs({ as: 'figure', $gap: 2 })`
  position: relative;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const media = css`
  display: block;
  width: 100%;
  max-height: 320px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Image = styled.img`
  ${media}
`;

const Video = styled.video`
  ${media}
`;

const Caption = styled(Cluster).attrs({ as: 'figcaption', $gap: 2, $justify: 'space-between' })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface AttachmentPreviewProps {
  attachment: MediaAttachment;
  onRemove: () => void;
  disabled?: boolean;
}

/** What will be posted with the text: the picked image or video, and a way to drop it. */
export function AttachmentPreview({ attachment, onRemove, disabled }: AttachmentPreviewProps) {
  return (
    <Figure>
      {attachment.mediaType === 'image' ? (
        <Image
          src={attachment.dataUrl}
          alt={t('attachment.preview', { name: attachment.fileName })}
        />
      ) : (
        <Video
          src={attachment.dataUrl}
          controls
          preload="metadata"
          aria-label={t('attachment.preview', { name: attachment.fileName })}
        />
      )}
      <Caption>
        <span>{attachment.fileName}</span>
        <Button
          $variant="danger"
          $size="sm"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('attachment.removeLabel')}
        >
          {t('attachment.remove')}
        </Button>
      </Caption>
    </Figure>
  );
}
