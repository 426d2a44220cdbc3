/**
 * Avatar uploads are judged by their bytes, not their name or declared type. The signature must
 * name a raster format we take and the file must be that image and nothing more (a truncated
 * file or a polyglot — an image with a page or an archive glued on — is refused). sharp then
 * checks the size it declares before decoding a pixel (a tiny file can claim 50,000 × 50,000),
 * decodes it, turns it upright, crops it square and re-encodes it as WebP: nothing of the upload
 * is stored as it came, and metadata such as a GPS position is gone.
 */
import type { Metadata } from 'sharp';
import { avatarLimits } from '../../../contracts/constants.js';
import {
  imageEnd,
  sniffImage,
  trailerIsHarmless,
  type ImageContainer,
} from '../../platform/image-container.js';
import { errors } from '../../platform/errors.js';
import { loadSharp } from '../../platform/lazy-sharp.js';

export const unsupportedAvatarMessage = 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';
export const damagedAvatarMessage =
  'This image is incomplete or damaged. Please choose another one or export it again.';
export const polyglotAvatarMessage =
  'This file has something more than a picture in it. Please choose a plain JPEG, PNG, WebP, GIF or AVIF image.';
export const oversizedAvatarMessage = `This image is too large: choose one of at most ${avatarLimits.maxPixels / 1_000_000} megapixels.`;

/** sharp's name for each container (AVIF and HEIC are both "heif" to it). */
const sharpFormats: Record<ImageContainer, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  heif: ['heif', 'avif'],
};

/** Checks the upload and returns the avatar to store: a 256 × 256 WebP without metadata. */
export async function processAvatarImage(upload: Buffer): Promise<Buffer> {
  if (upload.length > avatarLimits.maxBytes) {
    throw errors.payloadTooLarge('The image must be 5 MB or smaller.');
  }
  const container = sniffImage(upload);
  if (!container) throw errors.unsupportedMedia(unsupportedAvatarMessage);
  const end = imageEnd(upload, container);
  if (end === null) throw errors.unsupportedMedia(damagedAvatarMessage);
  if (!trailerIsHarmless(upload.subarray(end), container))
    throw errors.unsupportedMedia(polyglotAvatarMessage);

  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here; the size it declares is judged below, with a clear message.
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.unsupportedMedia(damagedAvatarMessage);
  }
  if (!sharpFormats[container].includes(metadata.format ?? ''))
    throw errors.unsupportedMedia(unsupportedAvatarMessage);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > avatarLimits.maxPixels)
    throw errors.payloadTooLarge(oversizedAvatarMessage);
  try {
    return await sharp(upload, { limitInputPixels: avatarLimits.maxPixels, animated: false })
      .rotate()
      .resize(avatarLimits.sizePx, avatarLimits.sizePx, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw errors.unsupportedMedia(damagedAvatarMessage);
  }
}
