import type { SandboxApp } from './contract-route';
import { isDropped } from './faults';

/** Rejects with the signal's reason as soon as it aborts, like the platform fetch. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      const reason: unknown = signal.reason;
      reject(reason instanceof Error ? reason : new DOMException('This operation was aborted', 'AbortError'));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The sandbox as a `fetch`, without a network: what component and integration tests hand to
 * the HTTP client. A dropped connection rejects with a TypeError, as the platform fetch does.
 */
export function inProcessFetch(app: SandboxApp): (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    request.signal.throwIfAborted();
    const response = await untilAborted(Promise.resolve(app.fetch(request)), request.signal);
    if (isDropped(response)) {
      throw new TypeError('fetch failed', {
        cause: new Error('El sandbox cerró la conexión sin responder (falla simulada «drop»).'),
      });
    }
    return response;
  };
}
