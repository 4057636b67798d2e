import { UploadRequestError } from '@portal/contracts/client/upload';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failureMessage';
import { ApiError } from './unwrap';
import { unwrapUpload } from './upload';

const FALLBACK = 'Falha ao Importar dados! entre em contato com o suporte!';
const failed = (error: unknown) =>
  unwrapUpload(Promise.reject(error), FALLBACK).catch((e: unknown) => e as ApiError);

describe('unwrapUpload', () => {
  it('passes the reply through', async () => {
    await expect(unwrapUpload(Promise.resolve({ msg: 'ok' }), FALLBACK)).resolves.toEqual({
      msg: 'ok',
    });
  });

  it("turns an upload failure into an ApiError with the server's msg, else the fallback", async () => {
    const withMsg = await failed(new UploadRequestError('x', 413, { msg: 'Grande demais' }));
    expect(withMsg).toBeInstanceOf(ApiError);
    expect(withMsg).toMatchObject({ status: 413, message: 'Grande demais' });
    expect(failureMessage(withMsg, FALLBACK)).toBe('Grande demais');

    const without = await failed(new UploadRequestError('x', 500, { outra: 1 }));
    expect(failureMessage(without, FALLBACK)).toBe(FALLBACK);
  });

  it('gives the fallback when nothing reached the server, or something else broke', async () => {
    const network = await failed(new UploadRequestError('Failed', 0));
    expect(network).toMatchObject({ status: 0, message: FALLBACK });
    expect(failureMessage(network, FALLBACK)).toBe(FALLBACK);
    expect(await failed(new TypeError('boom'))).toMatchObject({ status: 0, message: FALLBACK });
  });
});
