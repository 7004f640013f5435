/** Texts of API errors. `unexpected` is the bank's own fallback text, word for word; the others are ours. */
export const apiErrorMessages = {
  unexpected: 'An unexpected error occurred',
  network: 'No se pudo conectar con el servidor. Verifique su conexión.',
  offline: 'Sin conexión a internet. Esta información necesita la red: pulse «Reintentar» cuando vuelva la conexión.',
  timeout: 'El servidor tardó demasiado en responder. Inténtelo de nuevo.',
  contract: 'La respuesta del servidor no tiene el formato esperado.',
} as const;
