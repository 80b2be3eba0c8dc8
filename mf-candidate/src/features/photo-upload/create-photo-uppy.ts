import Uppy, { type Meta } from '@uppy/core';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES } from 'shared-api';
import { UPLOAD_IMAGE_TYPES } from 'shared-api/contracts';
import { PhotoUploader, type PhotoUploadBody } from './photo-uploader';

export type PhotoUppy = Uppy<Meta, PhotoUploadBody>;

/**
 * One Uppy per opening of the dialog: a single image of the types
 * the server accepts, at most 10,485,760 bytes, sent when the user presses Upload.
 */
export function createPhotoUppy(): PhotoUppy {
  return new Uppy<Meta, PhotoUploadBody>({
    id: 'candidate-photo',
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: PHOTO_MAX_FILES,
      maxFileSize: PHOTO_MAX_BYTES,
      allowedFileTypes: [...UPLOAD_IMAGE_TYPES],
    },
  }).use(PhotoUploader);
}
