import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageEnd, sniffImage, trailerIsHarmless, type ImageContainer } from './image-container.js';

const canvas = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#3366aa' } });

const images: [string, ImageContainer, () => Promise<Buffer>][] = [
  ['JPEG', 'jpeg', () => canvas().jpeg().toBuffer()],
  ['progressive JPEG', 'jpeg', () => canvas().jpeg({ progressive: true }).toBuffer()],
  [
    'JPEG with restart markers and EXIF',
    'jpeg',
    () =>
      canvas()
        .jpeg({ quality: 95 })
        .withExif({ IFD0: { Make: 'Test' } })
        .toBuffer(),
  ],
  ['PNG', 'png', () => canvas().png().toBuffer()],
  ['interlaced PNG', 'png', () => canvas().png({ progressive: true }).toBuffer()],
  ['GIF', 'gif', () => canvas().gif().toBuffer()],
  ['WebP', 'webp', () => canvas().webp().toBuffer()],
  ['lossless WebP', 'webp', () => canvas().webp({ lossless: true }).toBuffer()],
  ['AVIF', 'heif', () => canvas().avif({ effort: 0 }).toBuffer()],
];

describe('image containers', () => {
  it.each(images)('reads a %s to its very end', async (_name, container, make) => {
    const data = await make();
    expect(sniffImage(data)).toBe(container);
    expect(imageEnd(data, container)).toBe(data.length);
  });

  it.each(images.filter(([, container]) => container !== 'heif'))(
    'finds a %s cut short',
    async (_name, container, make) => {
      const data = await make();
      expect(imageEnd(data.subarray(0, Math.floor(data.length * 0.6)), container)).toBeNull();
    },
  );

  it('accepts a GIF whose encoder left out the trailer byte', async () => {
    const gif = await canvas().gif().toBuffer();
    const withoutTrailer = gif.subarray(0, gif.length - 1);
    expect(imageEnd(withoutTrailer, 'gif')).toBe(withoutTrailer.length);
  });

  it('finds where an image ends when something follows it', async () => {
    const png = await canvas().png().toBuffer();
    expect(imageEnd(Buffer.concat([png, Buffer.from('<html>')]), 'png')).toBe(png.length);
    const jpeg = await canvas().jpeg().toBuffer();
    expect(imageEnd(Buffer.concat([jpeg, Buffer.from('PK\x03\x04')]), 'jpeg')).toBe(jpeg.length);
  });

  it.each([
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['HTML', '<!doctype html><p>hi'],
    ['text', 'just text'],
    ['nothing', ''],
  ])('names no container for %s', (_name, text) => {
    expect(sniffImage(Buffer.from(text))).toBeNull();
  });

  it('names no container for a TIFF', async () => {
    expect(sniffImage(await canvas().tiff().toBuffer())).toBeNull();
  });
});

describe('what may follow an image', () => {
  const samsung = Buffer.from(
    '\0\0\x01\x0aImage_UTC_Data1732420000000SEFH\x6b\0\0\0SEFT',
    'latin1',
  );
  it.each<[string, ImageContainer, Buffer, boolean]>([
    ['nothing, after any image', 'png', Buffer.alloc(0), true],
    ['zero padding, after any image', 'gif', Buffer.alloc(64), true],
    ['a Samsung trailer, after a JPEG', 'jpeg', samsung, true],
    [
      'a Motion Photo video, after a JPEG',
      'jpeg',
      Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0isommp42'),
      true,
    ],
    ['anything else, after a PNG', 'png', Buffer.from('metadata'), false],
    ['a ZIP, after a JPEG', 'jpeg', Buffer.from('PK\x03\x04\x14\0\0\0'), false],
    ['a ZIP end record, after a JPEG', 'jpeg', Buffer.from('junkPK\x05\x06'), false],
    ['HTML, after a JPEG', 'jpeg', Buffer.from('\n<!DOCTYPE html><script>x</script>'), false],
    ['a script, after a JPEG', 'jpeg', Buffer.from('<ScRiPt>alert(1)</script>'), false],
    ['PHP, after a JPEG', 'jpeg', Buffer.from('<?php echo 1; ?>'), false],
    ['a PDF, after a JPEG', 'jpeg', Buffer.from('%PDF-1.7'), false],
  ])('%s: harmless is %s', (_name, container, trailer, harmless) => {
    expect(trailerIsHarmless(trailer, container)).toBe(harmless);
  });
});
