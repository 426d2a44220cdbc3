/**
 * What an uploaded image file is made of, read from its bytes before any decoder sees it: the
 * format its signature names, and where that format's own structure ends. What follows the end
 * is a trailer: nothing, padding, a phone maker's metadata (Samsung's SEFT records, a Motion
 * Photo's video after a JPEG) — or another document glued on to make a polyglot (a GIFAR, an
 * image followed by HTML). A stored upload is always re-encoded, so a polyglot could do no
 * harm here; it is refused anyway, because a file made to be two things at once is an attack.
 */

export type ImageContainer = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);
const ascii = (data: Buffer, at: number, length: number) =>
  data.toString('latin1', at, at + length);

/** The container the bytes' signature names, or null for anything else (SVG, text, TIFF…). */
export function sniffImage(data: Buffer): ImageContainer | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (['GIF87a', 'GIF89a'].includes(ascii(data, 0, 6))) return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 4) === 'WEBP') return 'webp';
  // AVIF and HEIC are both HEIF: an ISO media file whose first box is `ftyp`.
  if (ascii(data, 4, 4) === 'ftyp' && data.length >= 12) return 'heif';
  return null;
}

function pngEnd(data: Buffer): number | null {
  for (let at = 8; at + 12 <= data.length;) {
    const next = at + 12 + data.readUInt32BE(at);
    if (next > data.length) return null;
    if (ascii(data, at + 4, 4) === 'IEND') return next;
    at = next;
  }
  return null;
}

/** After a start-of-scan header: the entropy-coded data runs to the next real marker. */
function scanEnd(data: Buffer, from: number): number | null {
  for (let at = from; at + 1 < data.length; at++) {
    if (data[at] !== 0xff) continue;
    const next = data[at + 1] ?? 0;
    // FF00 is an escaped FF, FFD0–FFD7 restart markers, FFFF fill: all part of the scan.
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) continue;
    return at;
  }
  return null;
}

function jpegEnd(data: Buffer): number | null {
  let at = 2;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > data.length) return null;
    const next = at + 2 + data.readUInt16BE(at + 2);
    if (next > data.length) return null;
    if (marker === 0xda) {
      const end = scanEnd(data, next);
      if (end === null) return null;
      at = end;
    } else at = next;
  }
  return null;
}

/** Skips GIF data sub-blocks (a length byte, then that many bytes, until a zero length). */
function gifSubBlocksEnd(data: Buffer, from: number): number | null {
  let at = from;
  while (at < data.length) {
    const size = data[at] ?? 0;
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

const gifColourTable = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function gifEnd(data: Buffer): number | null {
  let at: number | null = 13 + gifColourTable(data[10] ?? 0);
  while (at !== null && at < data.length) {
    const block = data[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) at = gifSubBlocksEnd(data, at + 2);
    else if (block === 0x2c) {
      if (at + 10 > data.length) return null;
      at = gifSubBlocksEnd(data, at + 10 + gifColourTable(data[at + 9] ?? 0) + 1);
    } else return null;
  }
  // Some encoders leave out the one-byte trailer; decoders and browsers accept such a GIF.
  return at === data.length ? at : null;
}

function webpEnd(data: Buffer): number | null {
  if (data.length < 12) return null;
  const end = 8 + data.readUInt32LE(4);
  return end <= data.length ? end : null;
}

/** ISO media: boxes one after another; the file ends where the last whole box ends. */
function heifEnd(data: Buffer): number | null {
  let at = 0;
  while (at + 8 <= data.length) {
    const size = data.readUInt32BE(at);
    if (size === 0) return data.length;
    const length =
      size === 1 && at + 16 <= data.length ? Number(data.readBigUInt64BE(at + 8)) : size;
    if (length < 8 || at + length > data.length) break;
    at += length;
  }
  return at > 0 ? at : null;
}

/** Where the image's own structure ends, or null when it is cut short or malformed. */
export function imageEnd(data: Buffer, container: ImageContainer): number | null {
  switch (container) {
    case 'jpeg':
      return jpegEnd(data);
    case 'png':
      return pngEnd(data);
    case 'gif':
      return gifEnd(data);
    case 'webp':
      return webpEnd(data);
    case 'heif':
      return heifEnd(data);
  }
}

/** Markers of another document: an archive (ZIP, JAR, .xlsx), markup or script, a PDF, a program. */
const archiveSignatures = [
  Buffer.from('PK\x03\x04', 'latin1'),
  Buffer.from('PK\x05\x06', 'latin1'),
];
const markup =
  /<\s*(\?php|\?xml|!doctype|html|head|body|script|svg|iframe|object|embed|img|a\s|style|meta)|javascript:/i;
const documentStarts = ['%PDF-', 'MZ', '\x7fELF', '#!'];

/**
 * Whether the bytes after an image's end are harmless: empty or padding for every format, and
 * for a JPEG also a phone maker's metadata — but never another document.
 */
export function trailerIsHarmless(trailer: Buffer, container: ImageContainer): boolean {
  if (trailer.every((byte) => byte === 0)) return true;
  if (container !== 'jpeg') return false;
  const text = trailer.toString('latin1');
  return (
    !archiveSignatures.some((signature) => trailer.includes(signature)) &&
    !markup.test(text) &&
    !documentStarts.some((start) => text.startsWith(start))
  );
}
