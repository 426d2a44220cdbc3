/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  fileName: string,
  content: string | Buffer,
  contentType: string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----bookhive-security-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
