import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  /** e.g. http://localhost:9000 for MinIO; unset: AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Set with temporary credentials (an IAM role's, STS): sent and signed with every request. */
  sessionToken?: string | undefined;
  forcePathStyle: boolean;
  /** Set: uploads are encrypted with this KMS key (aws:kms); unset: with S3's own keys (AES256). */
  kmsKeyId?: string | undefined;
  /** How long one attempt may wait for S3's answer (a download's body then streams unbounded). */
  timeoutMs: number;
  /** Attempts per call and the first pause between them; each further pause doubles. */
  retry?: { attempts: number; firstDelayMs: number };
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

type Action = 'put' | 'get' | 'delete';

const METHODS = { put: 'PUT', get: 'GET', delete: 'DELETE' } as const;

/** One attempt: an answer the call accepts, one it does not, or none (lost or timed out). */
type Attempt =
  { response: Response } | { status: number; text: string } | { lost: string; cause: unknown };

const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** S3's slow-down (503, and 429 on some compatible servers) and its own failures may pass. */
const mayPass = (status: number) => status >= 500 || status === 429;

/**
 * S3-compatible object storage (AWS S3, MinIO, R2...) over fetch, each request signed with
 * AWS Signature Version 4 by aws4fetch. Uploads are read into memory before the PUT (KYC files
 * are at most 10 MB) so the payload hash is signed and the body can be sent again. All three
 * calls are idempotent, so an attempt that times out, loses its connection or meets a 5xx or
 * 429 is signed and sent again after a random pause that doubles; a 4xx is final.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const doFetch = options.fetch ?? fetch;
  const { attempts, firstDelayMs } = options.retry ?? { attempts: 3, firstDelayMs: 200 };
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    ...(options.sessionToken !== undefined && { sessionToken: options.sessionToken }),
    service: 's3',
    region: options.region,
  });

  const urlOf = (key: string) => {
    assertStorageKey(key);
    const url = new URL(base.href);
    if (options.forcePathStyle) {
      url.pathname = `/${encodeURIComponent(options.bucket)}/${key}`;
    } else {
      url.hostname = `${options.bucket}.${url.hostname}`;
      url.pathname = `/${key}`;
    }
    return url;
  };

  // KYC files are identity documents: at rest they are encrypted whatever the bucket's default.
  const encryption: Record<string, string> = options.kmsKeyId
    ? {
        'x-amz-server-side-encryption': 'aws:kms',
        'x-amz-server-side-encryption-aws-kms-key-id': options.kmsKeyId,
      }
    : { 'x-amz-server-side-encryption': 'AES256' };

  /**
   * The response to one call once its status is one that `accepts` (its body left to the
   * caller), or an error saying why not after the attempts allowed.
   */
  async function send(
    action: Action,
    key: string,
    accepts: (status: number) => boolean,
    upload?: { body: Buffer; contentType: string },
  ): Promise<Response> {
    const url = urlOf(key);
    const body = upload?.body ?? Buffer.alloc(0);
    const headers = {
      'x-amz-content-sha256': sha256Hex(body),
      ...(upload && { 'content-type': upload.contentType, ...encryption }),
    };

    const attemptOnce = async (): Promise<Attempt> => {
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), options.timeoutMs);
      // Signed at each attempt: the signature carries the time and S3 refuses stale ones.
      const request = await client.sign(url, {
        method: METHODS[action],
        headers,
        ...(upload && { body: upload.body }),
        signal: timeout.signal,
      });
      try {
        const response = await doFetch(request);
        if (accepts(response.status)) return { response };
        return { status: response.status, text: await response.text() };
      } catch (error) {
        if (timeout.signal.aborted) {
          return { lost: `no answer within ${options.timeoutMs} ms`, cause: error };
        }
        // fetch's TypeError: the connection failed or was dropped; anything else is a bug.
        if (!(error instanceof TypeError)) throw error;
        const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
        return { lost: `${error.message}${cause}`, cause: error };
      } finally {
        clearTimeout(timer);
      }
    };

    for (let attempt = 1; ; attempt++) {
      const outcome = await attemptOnce();
      if ('response' in outcome) return outcome.response;
      if (('status' in outcome && !mayPass(outcome.status)) || attempt === attempts) {
        const reason =
          'status' in outcome ? `${outcome.status} ${outcome.text.slice(0, 300)}` : outcome.lost;
        throw new Error(
          `S3 ${action} failed: ${reason}${attempt > 1 ? ` (after ${attempt} attempts)` : ''}`,
          { cause: 'cause' in outcome ? outcome.cause : undefined },
        );
      }
      await sleep(Math.random() * firstDelayMs * 2 ** (attempt - 1));
    }
  }

  return {
    async put(key, body, contentType) {
      const response = await send('put', key, (status) => status < 300, {
        body: await readAll(body),
        contentType,
      });
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('get', key, (status) => status < 300 || status === 404);
      if (response.status === 404 || !response.body) {
        await response.body?.cancel();
        return undefined;
      }
      return Readable.fromWeb(response.body);
    },
    async delete(key) {
      const response = await send('delete', key, (status) => status < 300 || status === 404);
      await response.body?.cancel();
    },
  };
}
