/** A fetch that answers from a handler and records every request it was sent. */
export function fakeFetch(handler: (request: Request, attempt: number) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request, requests.length);
  };
  return { fetch: fetchFn, requests };
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function textResponse(body: string, status: number, contentType = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'Content-Type': contentType } });
}

/** A server that never answers: the request ends only when its signal aborts, as with real fetch. */
export function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    const abort = () => {
      reject(request.signal.reason as Error);
    };
    if (request.signal.aborted) abort();
    else request.signal.addEventListener('abort', abort);
  });
}
