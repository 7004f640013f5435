/** Keys whose values are credentials or recovery secrets: never written to a log. */
const sensitiveKey = /authorization|token|password|passwd|secret|cookie|sessionid|otp|^code$|^requestid$/i;
const bearer = /\bBearer\s+[^\s"',;]+/gi;
const jwt = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const sensitiveQuery = /([?&][^=&#\s]*(?:token|session|password|code|requestid)[^=&#\s]*=)[^&#\s]*/gi;
const maxDepth = 6;

export const redacted = '[redacted]';

export function redactText(text: string): string {
  return text.replace(bearer, `Bearer ${redacted}`).replace(jwt, redacted).replace(sensitiveQuery, `$1${redacted}`);
}

/**
 * A copy of `value` safe to log: credentials removed by key and by shape, errors and HTTP
 * objects reduced to what helps debugging (never their headers).
 */
export function redact(value: unknown): unknown {
  return walk(value, 0, new WeakSet());
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'function') return '[function]';
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= maxDepth) return '[…]';
  seen.add(value);

  if (value instanceof Error) return describeError(value, depth, seen);
  if (typeof Request !== 'undefined' && value instanceof Request) {
    return { method: value.method, url: redactText(value.url) };
  }
  if (typeof Response !== 'undefined' && value instanceof Response) {
    return { status: value.status, url: redactText(value.url) };
  }
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    return walkEntries([...value.entries()], depth, seen);
  }
  if (Array.isArray(value)) return value.map((item: unknown) => walk(item, depth + 1, seen));
  return walkEntries(Object.entries(value), depth, seen);
}

function walkEntries(entries: readonly [string, unknown][], depth: number, seen: WeakSet<object>) {
  return Object.fromEntries(
    entries.map(([key, child]) => [
      key,
      sensitiveKey.test(key) && child != null ? redacted : walk(child, depth + 1, seen),
    ]),
  );
}

function describeError(error: Error, depth: number, seen: WeakSet<object>) {
  const described: Record<string, unknown> = { name: error.name, message: redactText(error.message) };
  for (const key of ['statusCode', 'kind', 'original', 'cause'] as const) {
    if (key in error)
      described[key] = walk((error as Error & Partial<Record<typeof key, unknown>>)[key], depth + 1, seen);
  }
  if (error.stack) described.stack = redactText(error.stack);
  return described;
}
