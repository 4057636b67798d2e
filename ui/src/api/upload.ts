import { serverMessage } from '@portal/contracts';
import { UploadRequestError } from '@portal/contracts/client/upload';
import { ApiError } from './unwrap';

/**
 * Awaits an upload of the contract's upload client and returns its reply, or throws an
 * {@link ApiError} (what `failureMessage` reads) carrying the server's message or `fallback`.
 * Status 0 (network, timeout, abort) keeps `fallback`: the browser's own text is English.
 */
export async function unwrapUpload<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UploadRequestError) {
      const message = error.status === 0 ? fallback : serverMessage(error.body, fallback);
      throw new ApiError(message, error.status, error.body);
    }
    throw new ApiError(fallback, 0, error);
  }
}
