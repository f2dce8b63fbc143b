import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertStorageKey, type ObjectStorage } from './object-storage';

export interface S3StorageOptions {
  /** e.g. http://localhost:9000 for MinIO; unset: AWS S3 of the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** Set: uploads are encrypted with this KMS key (aws:kms); unset: with S3's own keys (AES256). */
  kmsKeyId?: string | undefined;
  /** Replaces global fetch (tests). */
  fetch?: typeof fetch;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it ('/' kept between key segments). */
const encodeKey = (key: string) =>
  key
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export interface S3SigningInput {
  method: string;
  url: URL;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  payload: Buffer;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

/**
 * AWS Signature Version 4 for one S3 request (no query string): the headers to send, the
 * authorization included. fetch sets host itself, so it is signed but not returned.
 */
export function signS3Request(input: S3SigningInput): Record<string, string> {
  const amzDate = input.now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256Hex(input.payload);
  const signed: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(input.headers).map(([name, value]) => [name.toLowerCase(), value.trim()]),
    ),
    host: input.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(signed).sort();
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    '',
    ...names.map((name) => `${name}:${signed[name]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [input.region, 's3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(`AWS4${input.secretAccessKey}`, day),
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = signed;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * S3-compatible object storage (AWS S3, MinIO, R2...) over plain fetch with AWS Signature
 * Version 4, so the API needs no SDK for its three calls. Uploads are read into memory
 * before the PUT (KYC files are at most 10 MB) so the payload can be signed.
 */
export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const doFetch = options.fetch ?? fetch;
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);

  const urlOf = (key: string) => {
    assertStorageKey(key);
    const url = new URL(base.href);
    if (options.forcePathStyle) {
      url.pathname = `/${encodeURIComponent(options.bucket)}/${encodeKey(key)}`;
    } else {
      url.hostname = `${options.bucket}.${url.hostname}`;
      url.pathname = `/${encodeKey(key)}`;
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

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    upload?: { body: Buffer; contentType: string },
  ) {
    const url = urlOf(key);
    const headers = signS3Request({
      method,
      url,
      headers: upload ? { 'content-type': upload.contentType, ...encryption } : {},
      payload: upload?.body ?? Buffer.alloc(0),
      region: options.region,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      now: new Date(),
    });
    return doFetch(url, { method, headers, ...(upload && { body: upload.body }) });
  }

  async function failure(response: Response, action: string) {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${action} failed: ${response.status} ${text.slice(0, 300)}`);
  }

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, { body: await readAll(body), contentType });
      if (!response.ok) throw await failure(response, 'put');
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw await failure(response, 'get');
      return Readable.fromWeb(response.body);
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, 'delete');
    },
  };
}
