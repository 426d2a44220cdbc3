/**
 * sharp, loaded the first time an image is processed. Its native library costs ~24 MB of resident
 * memory, and most processes (and every request but an upload or a cover copy) never need it.
 */
import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/** The sharp function, imported on first use. */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
