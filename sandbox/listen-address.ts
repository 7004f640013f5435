import { isIP } from 'node:net';

/** Where the sandbox listens, and whether that reaches beyond this machine. */
export interface ListenAddress {
  readonly hostname: string;
  /** True when `HOST` asked for an address other machines may reach. */
  readonly exposed: boolean;
}

/** The loopback addresses: IPv4's 127.0.0.0/8, IPv6's ::1, and IPv4's loopback mapped into IPv6. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return address === '::1' || address.toLowerCase() === 'localhost';
}

/**
 * The demo hands out recovery codes and its users' passwords are in the README: by default it
 * listens on this machine only, and reaching it from elsewhere takes an explicit `HOST`.
 */
export function listenAddress(host: string | undefined): ListenAddress {
  const hostname = host?.trim() ?? '';
  if (hostname === '') return { hostname: '127.0.0.1', exposed: false };
  return { hostname, exposed: !isLoopbackAddress(hostname) };
}

/** Printed when `HOST` opens the sandbox to other machines. */
export const exposedWarning = (hostname: string, mode: 'test' | 'demo'): string =>
  [
    `Atención: el sandbox escucha en ${hostname} (HOST), al alcance de otras máquinas de la red.`,
    mode === 'demo'
      ? 'El modo demostración revela los códigos de recuperación y sus usuarios tienen contraseñas públicas: cualquiera que lo alcance puede entrar con ellos.'
      : 'El modo test tiene rutas de control (/api/__test__/) sin autenticación: cualquiera que lo alcance puede vaciar sus datos o cambiar su reloj.',
    'Los códigos de /api/__demo__/ solo se muestran a esta misma máquina. Sin HOST escucha solo en 127.0.0.1.',
  ].join('\n');
