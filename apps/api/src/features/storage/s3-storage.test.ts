import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createS3Storage, signS3Request } from './s3-storage';

describe('signS3Request', () => {
  it("signs AWS's documented GET Object example to its published signature", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payload: Buffer.alloc(0),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers).toEqual({
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });
});

interface Call {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** A fake S3 server: an in-memory bucket behind the fetch the adapter calls. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const calls: Call[] = [];
  const fakeFetch = ((input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const body = init?.body ? Buffer.from(init.body as Buffer) : undefined;
    calls.push({ method, url: url.href, headers: init?.headers as Record<string, string>, body });
    if (method === 'PUT' && body) {
      objects.set(url.pathname, body);
      return Promise.resolve(new Response(null, { status: 200 }));
    }
    if (method === 'DELETE') {
      objects.delete(url.pathname);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    const stored = objects.get(url.pathname);
    return Promise.resolve(
      stored
        ? new Response(stored, { status: 200 })
        : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }),
    );
  }) as typeof fetch;
  return { objects, calls, fakeFetch };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('createS3Storage', () => {
  const options = {
    endpoint: 'http://localhost:9000',
    region: 'eu-west-1',
    bucket: 'kyc-files',
    accessKeyId: 'minio',
    secretAccessKey: 'minio-secret',
    forcePathStyle: true,
  };

  it('puts, gets and deletes objects in the bucket, with signed requests', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({ ...options, fetch: s3.fakeFetch });
    const bytes = Buffer.from('%PDF-1.4 test');
    await storage.put('kyc/abc.pdf', Readable.from([bytes]), 'application/pdf');
    expect(s3.calls[0]).toMatchObject({
      method: 'PUT',
      url: 'http://localhost:9000/kyc-files/kyc/abc.pdf',
      body: bytes,
      headers: expect.objectContaining({
        'content-type': 'application/pdf',
        authorization: expect.stringMatching(
          /^AWS4-HMAC-SHA256 Credential=minio\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-server-side-encryption, Signature=[0-9a-f]{64}$/,
        ) as unknown,
      }) as unknown,
    });

    const stream = await storage.get('kyc/abc.pdf');
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
    await storage.delete('kyc/abc.pdf');
    expect(await storage.get('kyc/abc.pdf')).toBeUndefined();
    await expect(storage.delete('kyc/abc.pdf')).resolves.toBeUndefined();
  });

  it('asks for server-side encryption of every upload: AES256, or KMS with the configured key', async () => {
    const s3 = fakeS3();
    await createS3Storage({ ...options, fetch: s3.fakeFetch }).put(
      'kyc/a.pdf',
      Readable.from([Buffer.from('%PDF-1.4')]),
      'application/pdf',
    );
    expect(s3.calls[0]?.headers).toMatchObject({ 'x-amz-server-side-encryption': 'AES256' });
    expect(s3.calls[0]?.headers.authorization).toContain(
      'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-server-side-encryption,',
    );

    const kms = fakeS3();
    const keyId = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    await createS3Storage({ ...options, kmsKeyId: keyId, fetch: kms.fakeFetch }).put(
      'kyc/b.pdf',
      Readable.from([Buffer.from('%PDF-1.4')]),
      'application/pdf',
    );
    expect(kms.calls[0]?.headers).toMatchObject({
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': keyId,
    });
    expect(kms.calls[0]?.headers.authorization).toContain(
      'x-amz-server-side-encryption;x-amz-server-side-encryption-aws-kms-key-id,',
    );
    // Reads and deletes carry no encryption headers (S3 refuses them on GET).
    await createS3Storage({ ...options, fetch: kms.fakeFetch }).get('kyc/b.pdf');
    expect(Object.keys(kms.calls[1]?.headers ?? {})).not.toContain('x-amz-server-side-encryption');
  });

  it('addresses the bucket by host name unless path style is asked for', async () => {
    const s3 = fakeS3();
    const storage = createS3Storage({
      ...options,
      endpoint: undefined,
      forcePathStyle: false,
      fetch: s3.fakeFetch,
    });
    await storage.put('kyc/x.png', Readable.from([Buffer.from('png')]), 'image/png');
    expect(s3.calls[0]?.url).toBe('https://kyc-files.s3.eu-west-1.amazonaws.com/kyc/x.png');
  });

  it('fails loudly when the server refuses', async () => {
    const storage = createS3Storage({
      ...options,
      fetch: () => Promise.resolve(new Response('AccessDenied', { status: 403 })),
    });
    await expect(
      storage.put('kyc/y.png', Readable.from([Buffer.from('png')]), 'image/png'),
    ).rejects.toThrow('S3 put failed: 403 AccessDenied');
    await expect(storage.get('kyc/y.png')).rejects.toThrow('S3 get failed: 403');
  });
});
