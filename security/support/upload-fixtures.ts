/**
 * Files for the uploads suite, made in the test (no binary fixtures in git): real images from
 * sharp, and hostile ones built from them — polyglots, truncations, pixel bombs, a hand-made
 * ZIP, a JPEG carrying a GPS position.
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import sharp from 'sharp';

const colour = { r: 120, g: 60, b: 200 };

/** A real image of `format`, a flat colour. */
export function image(
  format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff',
  width = 320,
  height = 240,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG whose EXIF names the camera and where the photo was taken. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Bookhive Test Camera', Model: 'Model 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2634/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3946/100',
      },
    })
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) has a GPS directory (tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares `width` × `height`, with one real pixel row of data. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const real = await image('png', 1, 1);
  const header = Buffer.from(real.subarray(16, 29));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([real.subarray(0, 8), pngChunk('IHDR', header), real.subarray(33)]);
}

/** A real decompression bomb: a grey `side` × `side` PNG of zeros, tiny once compressed. */
export async function pngBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const deflate = zlib.createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const row = Buffer.alloc(side + 1); // filter byte 0, then the row's pixels
  for (let y = 0; y < side; y++) deflate.write(row);
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of exactly `size` bytes: a text chunk (saying `text`) fills it up. */
export async function pngOfExactly(size: number, text: string): Promise<Buffer> {
  const real = await image('png', 64, 64);
  const iend = real.subarray(real.length - 12);
  const overhead = 12 + 'Comment'.length + 1;
  const filler = size - real.length - overhead;
  const data = Buffer.concat([
    Buffer.from('Comment\0', 'latin1'),
    Buffer.from(text.padEnd(filler, ' '), 'latin1'),
  ]);
  const sized = Buffer.concat([real.subarray(0, real.length - 12), pngChunk('tEXt', data), iend]);
  if (sized.length !== size) throw new Error(`Made ${sized.length} bytes, not ${size}`);
  return sized;
}

/** A one-entry ZIP (stored, not compressed), as a JAR or an .xlsx starts. */
export function zipArchive(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = zlib.crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** The trailer a Samsung phone camera writes after a JPEG (SEFH/SEFT records). */
export function samsungTrailer(): Buffer {
  return Buffer.concat([
    Buffer.from('\0\0\x01\x0aImage_UTC_Data1732420000000', 'latin1'),
    Buffer.from('SEFH\x6b\0\0\0\x01\0\0\0\0\0\x01\x0a\x1c\0\0\0\x1c\0\0\0SEFT', 'latin1'),
  ]);
}
