/**
 * Avatar uploads are judged by their bytes, not their name or declared type: sharp decodes the
 * image (anything that is not a raster image fails here), then it is turned upright, cropped
 * square and re-encoded as WebP, which also drops any metadata such as GPS position.
 */
import sharp from 'sharp';
import { avatarLimits } from '../../../contracts/constants.js';
import { errors } from '../../platform/errors.js';

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export const unsupportedAvatarMessage = 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';

export async function processAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > avatarLimits.maxBytes) {
    throw errors.payloadTooLarge('The image must be 5 MB or smaller.');
  }
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    throw errors.unsupportedMedia(unsupportedAvatarMessage);
  }
  if (!format || !acceptedFormats.has(format))
    throw errors.unsupportedMedia(unsupportedAvatarMessage);
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(avatarLimits.sizePx, avatarLimits.sizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw errors.unsupportedMedia(unsupportedAvatarMessage);
  }
}
