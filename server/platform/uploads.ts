/**
 * Reading the one file of a multipart upload. A body that is not the multipart it claims to be
 * (cut short, no boundary, a malformed part) is the sender's mistake: busboy reports it with a
 * plain Error, which would otherwise answer 500, so it becomes a 400 here. A file over its limit
 * keeps Fastify's 413.
 */
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from './errors.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

const tooLarge = 'FST_REQ_FILE_TOO_LARGE';

/** The uploaded file, or a 400 with `missingMessage` when there is none or it cannot be read. */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  missingMessage: string,
  limits: { fileSize?: number } = {},
): Promise<UploadedFile> {
  try {
    const file = await request.file({ limits: { ...limits, files: 1 } });
    if (!file)
      throw errors.validation(missingMessage, [{ path: [field], message: missingMessage }]);
    return { data: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === tooLarge) throw error;
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    throw errors.validation('The upload could not be read. Choose the file again and retry.', [
      { path: [field], message: missingMessage },
    ]);
  }
}
