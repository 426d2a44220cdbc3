/**
 * Fetches a cover from its source and makes our own copy: the bytes must decode as an image
 * (sharp), the download is capped in time and size, and the copy is a WebP at most 600 px wide.
 */
import { loadSharp } from '../../../platform/lazy-sharp.js';

const maxBytes = 8 * 1024 * 1024;
const timeoutMs = 10_000;

export class CoverFetchError extends Error {}

async function download(url: string, fetcher: typeof fetch): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
      headers: { accept: 'image/*' },
    });
  } catch (error) {
    throw new CoverFetchError(`Could not download the cover: ${(error as Error).message}`);
  }
  if (!response.ok || !response.body)
    throw new CoverFetchError(`The cover source answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new CoverFetchError('The cover is larger than 8 MB');
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    total += chunk.length;
    if (total > maxBytes) throw new CoverFetchError('The cover is larger than 8 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function fetchCoverCopy(url: string, fetcher: typeof fetch = fetch): Promise<Buffer> {
  const bytes = await download(url, fetcher);
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || meta.format === 'svg') throw new Error('not a raster image');
    // Goodreads serves a 1x1 placeholder for missing covers; that is no cover at all.
    if ((meta.width ?? 0) < 20 || (meta.height ?? 0) < 20)
      throw new Error('the image is a placeholder');
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 600, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new CoverFetchError(`The cover is not a usable image: ${(error as Error).message}`);
  }
}
