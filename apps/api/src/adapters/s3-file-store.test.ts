import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../test/fake-s3.ts';
import { s3FileStore } from './s3-file-store.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
const store = (accessKeyId = 'AKIAFAKE') =>
  s3FileStore({
    bucket: 'vendor-files',
    region: 'eu-west-2',
    endpoint: s3.endpoint,
    accessKeyId,
    secretAccessKey: 'fake-secret',
    forcePathStyle: true,
  });
beforeEach(async () => {
  s3 = await startFakeS3({ bucket: 'vendor-files', accessKeyId: 'AKIAFAKE' });
});
afterEach(() => s3.close());

describe('the S3 file store (through @aws-sdk/client-s3)', () => {
  it('puts, gets and deletes an object; a missing key is null, deleting it again is no error', async () => {
    const files = store();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await files.put('uploads/a.png', bytes, 'image/png');
    expect(s3.objects.get('uploads/a.png')).toEqual({ bytes, contentType: 'image/png' });
    expect(await files.get('uploads/a.png')).toEqual({ bytes, contentType: 'image/png' });
    await files.delete('uploads/a.png');
    expect(await files.get('uploads/a.png')).toBeNull();
    await files.delete('uploads/a.png');
    files.close();
  });

  it('fails loudly on refused credentials, rather than answering "not found"', async () => {
    const files = store('AKIAWRONG');
    await expect(files.get('uploads/a.png')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(files.put('uploads/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(s3.objects.size).toBe(0);
    files.close();
  });

  it('refuses half a key pair at start-up', () => {
    expect(() =>
      s3FileStore({ bucket: 'b', region: 'eu-west-2', accessKeyId: 'AKIAFAKE', forcePathStyle: true }),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  });
});
