import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

interface ReceivedRequest {
  method: string;
  /** The path as sent, already URI-encoded. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * S3's check of AWS Signature Version 4, written from AWS's documentation apart from the
 * adapter's signing library: the signature the request carries must be the one its secret
 * gives, over every header it names, host and date and payload hash among them, and the payload
 * hash must be that of the body received.
 */
function verifySignature(request: ReceivedRequest, secretAccessKey: string): string | undefined {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization),
    );
  if (!match) return 'malformed authorization';
  const [, , day, region, signedHeaderList, signature] = match as unknown as string[];
  const names = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) {
    if (!names.includes(required)) return `${required} not signed`;
  }
  const amzDate = String(request.headers['x-amz-date']);
  if (!amzDate.startsWith(day!)) return 'date outside the credential scope';
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(request.body)) {
    return 'payload hash differs from the body';
  }
  const canonicalRequest = [
    request.method,
    request.path,
    '',
    ...names.map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}`,
    ),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = [region!, 's3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(`AWS4${secretAccessKey}`, day!),
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? undefined : 'signature does not match';
}

describe('the test S3 server checks signatures as S3 does', () => {
  it("accepts AWS's documented GET Object example and nothing altered from it", () => {
    const example: ReceivedRequest = {
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': sha256Hex(''),
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
          'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
          'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      },
      body: Buffer.alloc(0),
    };
    const secret = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    expect(verifySignature(example, secret)).toBeUndefined();
    expect(
      verifySignature({ ...example, headers: { ...example.headers, range: 'bytes=0-99' } }, secret),
    ).toBe('signature does not match');
    expect(verifySignature({ ...example, body: Buffer.from('x') }, secret)).toBe(
      'payload hash differs from the body',
    );
  });
});

type Fault = 'slow-down' | 'drop-connection' | 'no-answer';

/**
 * An S3 bucket on loopback: objects in memory under their path, every request's signature
 * checked (403 SignatureDoesNotMatch otherwise), and faults served to the next requests.
 */
async function startS3Server(secretAccessKey: string) {
  const objects = new Map<string, Buffer>();
  const received: ReceivedRequest[] = [];
  const faults: Fault[] = [];
  let refuseAll = false;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const fault = faults.shift();
      if (fault === 'no-answer') return;
      if (fault === 'drop-connection') return req.socket.destroy();
      if (fault === 'slow-down') {
        return res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
      }
      if (refuseAll) return res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      const refusal = verifySignature(request, secretAccessKey);
      if (refusal) {
        return res
          .writeHead(403)
          .end(`<Error><Code>SignatureDoesNotMatch</Code>${refusal}</Error>`);
      }
      if (request.method === 'PUT') {
        objects.set(request.path, request.body);
        return res.writeHead(200).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(request.path);
        return res.writeHead(204).end();
      }
      const stored = objects.get(request.path);
      if (!stored) return res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      res.writeHead(200, { 'content-length': stored.length }).end(stored);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    received,
    faults,
    refuseEverything: () => {
      refuseAll = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type S3Server = Awaited<ReturnType<typeof startS3Server>>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pdf = () => Readable.from([Buffer.from('%PDF-1.4 test')]);

describe('createS3Storage', () => {
  const secretAccessKey = 'minio-secret';
  const servers: S3Server[] = [];

  /** A test S3 server, and the adapter on it. */
  async function storageOn(options: Partial<S3StorageOptions> = {}) {
    const s3 = await startS3Server(secretAccessKey);
    servers.push(s3);
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      region: 'eu-west-1',
      bucket: 'kyc-files',
      accessKeyId: 'minio',
      secretAccessKey,
      forcePathStyle: true,
      timeoutMs: 10_000,
      // Pauses of a millisecond between attempts keep the tests quick.
      retry: { attempts: 3, firstDelayMs: 1 },
      ...options,
    });
    return { s3, storage };
  }

  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s3) => s3.close()));
  });

  it('puts, gets and deletes objects in the bucket, every request signed', async () => {
    const { s3, storage } = await storageOn();
    const bytes = Buffer.from('%PDF-1.4 test');
    await storage.put('kyc/abc.pdf', Readable.from([bytes]), 'application/pdf');
    expect(s3.objects.get('/kyc-files/kyc/abc.pdf')).toEqual(bytes);
    const [put] = s3.received;
    expect(put?.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-amz-content-sha256': sha256Hex(bytes),
    });
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=minio\/\d{8}\/eu-west-1\/s3\/aws4_request, /,
    );
    expect(put?.headers).not.toHaveProperty('x-amz-security-token');

    const stream = await storage.get('kyc/abc.pdf');
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
    await storage.delete('kyc/abc.pdf');
    expect(await storage.get('kyc/abc.pdf')).toBeUndefined();
    await expect(storage.delete('kyc/abc.pdf')).resolves.toBeUndefined();
    expect(s3.received.map((request) => request.method)).toEqual([
      'PUT',
      'GET',
      'DELETE',
      'GET',
      'DELETE',
    ]);
  });

  it('is refused when its secret is not the one S3 knows', async () => {
    const { s3, storage } = await storageOn({ secretAccessKey: 'not-the-secret' });
    await expect(storage.put('kyc/a.pdf', pdf(), 'application/pdf')).rejects.toThrow(
      'S3 put failed: 403 <Error><Code>SignatureDoesNotMatch</Code>signature does not match',
    );
    expect(s3.objects.size).toBe(0);
  });

  it("sends and signs temporary credentials' session token", async () => {
    const { s3, storage } = await storageOn({ sessionToken: 'role-session-token' });
    await storage.put('kyc/a.pdf', pdf(), 'application/pdf');
    await storage.get('kyc/a.pdf');
    for (const request of s3.received) {
      expect(request.headers['x-amz-security-token']).toBe('role-session-token');
      expect(request.headers.authorization).toMatch(
        /SignedHeaders=[a-z0-9;-]*x-amz-security-token/,
      );
    }
    expect(s3.objects.size).toBe(1);
  });

  it('asks for server-side encryption of every upload: AES256, or KMS with the configured key', async () => {
    const aes = await storageOn();
    await aes.storage.put('kyc/a.pdf', pdf(), 'application/pdf');
    expect(aes.s3.received[0]?.headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(aes.s3.received[0]?.headers.authorization).toContain(';x-amz-server-side-encryption,');

    const keyId = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
    const { s3, storage: kms } = await storageOn({ kmsKeyId: keyId });
    await kms.put('kyc/b.pdf', pdf(), 'application/pdf');
    expect(s3.received[0]?.headers).toMatchObject({
      'x-amz-server-side-encryption': 'aws:kms',
      'x-amz-server-side-encryption-aws-kms-key-id': keyId,
    });
    expect(s3.received[0]?.headers.authorization).toContain(
      'x-amz-server-side-encryption;x-amz-server-side-encryption-aws-kms-key-id',
    );
    // Reads and deletes carry no encryption headers (S3 refuses them on GET).
    await kms.get('kyc/b.pdf');
    expect(s3.received[1]?.headers).not.toHaveProperty('x-amz-server-side-encryption');
  });

  it('addresses the bucket by host name unless path style is asked for', async () => {
    const sent: Request[] = [];
    const storage = createS3Storage({
      endpoint: undefined,
      region: 'eu-west-1',
      bucket: 'kyc-files',
      accessKeyId: 'minio',
      secretAccessKey,
      forcePathStyle: false,
      timeoutMs: 10_000,
      fetch: (input, init) => {
        sent.push(new Request(input, init));
        return Promise.resolve(new Response(null, { status: 200 }));
      },
    });
    await storage.put('kyc/x.png', Readable.from([Buffer.from('png')]), 'image/png');
    expect(sent[0]?.url).toBe('https://kyc-files.s3.eu-west-1.amazonaws.com/kyc/x.png');
    const headers = Object.fromEntries(sent[0]?.headers ?? []);
    const request = {
      method: 'PUT',
      path: '/kyc/x.png',
      headers: { ...headers, host: 'kyc-files.s3.eu-west-1.amazonaws.com' },
      body: Buffer.from('png'),
    };
    expect(verifySignature(request, secretAccessKey)).toBeUndefined();
  });

  it('tries again after a slow-down answer, and after a dropped connection', async () => {
    const { s3, storage } = await storageOn();
    s3.faults.push('slow-down');
    await storage.put('kyc/a.pdf', pdf(), 'application/pdf');
    expect(s3.received.map((request) => request.method)).toEqual(['PUT', 'PUT']);
    expect(s3.objects.get('/kyc-files/kyc/a.pdf')?.toString()).toBe('%PDF-1.4 test');

    s3.faults.push('drop-connection');
    const stream = await storage.get('kyc/a.pdf');
    expect((await readAll(stream as Readable)).toString()).toBe('%PDF-1.4 test');
    expect(s3.received.map((request) => request.method)).toEqual(['PUT', 'PUT', 'GET', 'GET']);
  });

  it('gives up after the attempts allowed, saying what S3 answered', async () => {
    const { s3, storage } = await storageOn();
    s3.faults.push('slow-down', 'slow-down', 'slow-down');
    await expect(storage.get('kyc/a.pdf')).rejects.toThrow(
      'S3 get failed: 503 <Error><Code>SlowDown</Code></Error> (after 3 attempts)',
    );
    expect(s3.received).toHaveLength(3);
  });

  it('does not try a refusal again', async () => {
    const { s3, storage } = await storageOn();
    s3.refuseEverything();
    await expect(storage.put('kyc/y.png', pdf(), 'image/png')).rejects.toThrow(
      'S3 put failed: 403 <Error><Code>AccessDenied</Code></Error>',
    );
    await expect(storage.get('kyc/y.png')).rejects.toThrow('S3 get failed: 403');
    await expect(storage.delete('kyc/y.png')).rejects.toThrow('S3 delete failed: 403');
    expect(s3.received.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE']);
  });

  it('stops waiting for a server that never answers, and says so', async () => {
    const { s3, storage } = await storageOn({
      timeoutMs: 200,
      retry: { attempts: 2, firstDelayMs: 1 },
    });
    s3.faults.push('no-answer', 'no-answer');
    await expect(storage.get('kyc/a.pdf')).rejects.toThrow(
      'S3 get failed: no answer within 200 ms (after 2 attempts)',
    );
    expect(s3.received).toHaveLength(2);
  });

  it('sends nothing when the upload stream fails', async () => {
    const { s3, storage } = await storageOn();
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('kyc/z.pdf', failing, 'application/pdf')).rejects.toThrow(
      'client went away',
    );
    expect(s3.received).toHaveLength(0);
  });
});
