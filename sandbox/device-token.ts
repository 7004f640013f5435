import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { normaliseUserName } from './demo-users';

/** How long a browser stays known after its last successful sign-in. */
export const deviceTokenLifetimeMs = 90 * 24 * 60 * 60 * 1000;

export interface DeviceOwner {
  readonly userId: number;
  readonly userName: string;
}

export interface IssuedDeviceToken {
  /** The cookie name for this user: one cookie per user, so a shared browser stays known to each. */
  readonly name: string;
  readonly value: string;
  /** Identifies this token for its own failure budget; secret-free, never sent to the browser alone. */
  readonly id: string;
  readonly maxAgeSeconds: number;
}

const payloadSchema = z.object({
  v: z.literal(1),
  uid: z.number().int(),
  sub: z.string().min(1),
  iat: z.number().int(),
  jti: z.string().regex(/^[0-9a-f]{32}$/),
});

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signed "device cookies" (OWASP, slowing down online guessing): a browser that signed in as a
 * user carries proof of it, so failures from other browsers never lock that browser out. The
 * token is `payload.signature`, both base64url; the payload names the user and when it was issued,
 * the signature is an HMAC-SHA256 under a key only the server holds. Nothing is stored per token.
 */
export class DeviceTokens {
  readonly #key: Buffer;

  constructor(
    key: Buffer,
    private readonly now: () => number,
  ) {
    if (key.length < 32) throw new Error('La clave de los tokens de dispositivo necesita al menos 32 bytes.');
    this.#key = key;
  }

  /** Keyed, so the cookie's name does not tell which user signed in on this browser. */
  cookieName(userName: string): string {
    const tag = createHmac('sha256', this.#key)
      .update(`name\n${normaliseUserName(userName)}`)
      .digest('hex');
    return `portal_device_${tag.slice(0, 16)}`;
  }

  issue(owner: DeviceOwner): IssuedDeviceToken {
    const payload = {
      v: 1,
      uid: owner.userId,
      sub: normaliseUserName(owner.userName),
      iat: this.now(),
      jti: randomBytes(16).toString('hex'),
    } satisfies z.input<typeof payloadSchema>;
    const encoded = base64url(Buffer.from(JSON.stringify(payload), 'utf8'));
    return {
      name: this.cookieName(owner.userName),
      value: `${encoded}.${this.#sign(encoded)}`,
      id: payload.jti,
      maxAgeSeconds: Math.floor(deviceTokenLifetimeMs / 1000),
    };
  }

  /**
   * The token's id when `value` is a token this server signed for exactly this user and it has not
   * expired; otherwise null, and the browser is treated as unknown (a forged, altered, expired or
   * other user's token earns nothing, and costs nothing either).
   */
  verify(value: string | undefined, owner: DeviceOwner | undefined): string | null {
    if (value === undefined || owner === undefined || value.length > 512) return null;
    const [encoded, signature, extra] = value.split('.');
    if (encoded === undefined || signature === undefined || extra !== undefined) return null;
    const expected = Buffer.from(this.#sign(encoded), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: z.output<typeof payloadSchema>;
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
      if (!parsed.success) return null;
      payload = parsed.data;
    } catch {
      return null;
    }
    const age = this.now() - payload.iat;
    if (age < 0 || age >= deviceTokenLifetimeMs) return null;
    if (payload.uid !== owner.userId || payload.sub !== normaliseUserName(owner.userName)) return null;
    return payload.jti;
  }

  #sign(encoded: string): string {
    return base64url(createHmac('sha256', this.#key).update(`device\n${encoded}`).digest());
  }
}
