import { ApiError } from '@coinvest/contract/client';
import { storeSession, makeUser } from '@coinvest/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyKycForm } from '../lib/kyc-form';
import { kycFormData, uploadKyc } from './submit-kyc';

/** Just enough of XMLHttpRequest to see what the uploader sends and feed it an answer. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('the KYC uploader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the multipart body to the contract path with the token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    storeSession(makeUser(), 'token-9');
    const progress: number[] = [];
    const sending = uploadKyc(new FormData(), (percent) => progress.push(percent));
    const request = FakeRequest.last;

    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/kyc/submit');
    expect(request.headers.authorization).toBe('Bearer token-9');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    request.answer(201, { id: 3, status: 'pending' });

    await expect(sending).resolves.toEqual({ id: 3, status: 'pending' });
    expect(progress).toEqual([25, 100]);
  });

  it("fails with the server's message", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const sending = uploadKyc(new FormData(), () => undefined);
    FakeRequest.last.answer(400, { message: 'Please upload: Selfie' });

    const error = await sending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Please upload: Selfie');
  });

  it('sends the PEP details only for a politically exposed person', () => {
    const values = { ...emptyKycForm, politicalExposureDetails: 'Former minister' };
    expect(kycFormData(7, values, {}).has('politicalExposureDetails')).toBe(false);
    const pep = kycFormData(7, { ...values, isPoliticallyExposed: true }, {});
    expect(pep.get('politicalExposureDetails')).toBe('Former minister');
    expect(pep.get('userId')).toBe('7');
  });
});
