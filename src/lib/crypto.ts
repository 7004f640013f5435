function subtleCrypto(): SubtleCrypto {
  // WebCrypto exists only in secure contexts (HTTPS or localhost).
  const subtle = (globalThis.crypto as Crypto | undefined)?.subtle;
  if (!subtle) throw new Error('El cifrado del navegador no está disponible. Abra el portal mediante HTTPS.');
  return subtle;
}

/** SHA-256 of the UTF-8 text (or of the bytes), as lowercase hex (the password travels hashed). */
export async function sha256Hex(text: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const digest = await subtleCrypto().digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random UUID v4, for idempotency keys. */
export function randomUuid(): string {
  const webCrypto = globalThis.crypto as Crypto | undefined;
  if (!webCrypto) throw new Error('El generador aleatorio del navegador no está disponible.');
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
