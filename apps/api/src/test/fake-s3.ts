import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  bytes: Buffer;
  contentType: string;
}

export interface FakeS3Call {
  method: string;
  path: string;
  /** The access key id the request was signed with (from its SigV4 Authorization header). */
  accessKeyId: string | undefined;
}

const xmlError = (status: number, code: string, message: string, resource: string) =>
  [
    status,
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>fake</RequestId></Error>`,
  ] as const;

/**
 * A local fake of S3's object calls, path-style (`/{bucket}/{key}`), enough for the SDK's
 * PutObject, GetObject and DeleteObject: a SigV4 Authorization header of the known access key is
 * required (403 InvalidAccessKeyId otherwise), and a signed payload hash must match the body;
 * an unknown bucket is 404 NoSuchBucket, a missing key on GET 404 NoSuchKey (XML, as S3 answers);
 * DELETE of anything answers 204.
 */
export async function startFakeS3(options: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, FakeS3Object>();
  const calls: FakeS3Call[] = [];

  function answer(request: IncomingMessage, response: ServerResponse, body: Buffer) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const accessKeyId = /^AWS4-HMAC-SHA256 Credential=([^/]+)\//.exec(
      request.headers.authorization ?? '',
    )?.[1];
    const method = request.method ?? 'GET';
    calls.push({ method, path: url.pathname, accessKeyId });
    const fail = ([status, xml]: readonly [number, string]) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(method === 'HEAD' ? undefined : xml);
    };
    if (accessKeyId !== options.accessKeyId)
      return fail(
        xmlError(
          403,
          'InvalidAccessKeyId',
          'The AWS Access Key Id you provided does not exist in our records.',
          url.pathname,
        ),
      );
    const declared = request.headers['x-amz-content-sha256'];
    if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex'))
      return fail(
        xmlError(
          400,
          'XAmzContentSHA256Mismatch',
          'The provided x-amz-content-sha256 header does not match what was computed.',
          url.pathname,
        ),
      );
    if (bucket !== options.bucket)
      return fail(xmlError(404, 'NoSuchBucket', 'The specified bucket does not exist', url.pathname));
    if (method === 'PUT') {
      objects.set(key, {
        bytes: body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
      });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (method === 'GET') {
      const object = objects.get(key);
      if (!object) return fail(xmlError(404, 'NoSuchKey', 'The specified key does not exist.', url.pathname));
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': object.bytes.length,
        etag: `"${createHash('md5').update(object.bytes).digest('hex')}"`,
      });
      return response.end(object.bytes);
    }
    return fail(
      xmlError(
        405,
        'MethodNotAllowed',
        'The specified method is not allowed against this resource.',
        url.pathname,
      ),
    );
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, response, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
