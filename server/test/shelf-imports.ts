/** A reader's export uploaded and imported through the HTTP API, as the import page does it. */
import type { TestClient } from './test-app.js';

function multipart(fileName: string, content: string | Buffer) {
  const boundary = '----bookhive-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/shelves/me/imports with the file as a browser sends it. */
export function uploadExport(client: TestClient, fileName: string, content: string | Buffer) {
  return client.request({
    method: 'POST',
    url: '/api/shelves/me/imports',
    ...multipart(fileName, content),
  });
}

/** Polls an import started with /start until it has completed or failed. */
export async function waitUntilDone(client: TestClient, id: string) {
  for (let i = 0; i < 600; i++) {
    const status = (await client.get(`/api/shelves/me/imports/${id}`)).json();
    if (status.status === 'completed' || status.status === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The import did not finish');
}
