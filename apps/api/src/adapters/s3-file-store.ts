import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FileStore } from './file-store.ts';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, Spaces…); AWS itself without it. */
  endpoint?: string;
  /** Without a key pair the SDK's own chain is used (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket.host/key is AWS's default; most self-hosted stores want host/bucket/key. */
  forcePathStyle: boolean;
}

/** The files in an S3-compatible bucket, one object per key. */
export function s3FileStore(options: S3Options): FileStore {
  const { bucket } = options;
  // Half a key pair would silently fall back to whatever credentials the machine has.
  if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey))
    throw new Error('Invalid configuration:\nS3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // newer default (CRC32 on every upload and download).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          bytes: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    close() {
      client.destroy();
    },
  };
}
