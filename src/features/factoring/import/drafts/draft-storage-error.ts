/** Why drafts could not be read or written, in Spanish, with what the debtor can do about it. */
export const draftStorageMessages = {
  quota:
    'No hay espacio suficiente en este dispositivo para guardar la importación. Libere espacio (por ejemplo, descartando borradores que ya no necesite o borrando archivos del navegador) e inténtelo de nuevo.',
  unavailable:
    'Este navegador no permite guardar borradores en el dispositivo (puede estar en modo privado). Abra el portal en una ventana normal para importar facturas.',
  upgraded: 'El portal se actualizó en otra pestaña. Recargue esta página para seguir trabajando con sus borradores.',
  unknown: 'No se pudo guardar la importación en este dispositivo. Inténtelo de nuevo.',
} as const;

export type DraftStorageProblem = keyof typeof draftStorageMessages;

export class DraftStorageError extends Error {
  override readonly name = 'DraftStorageError';
  constructor(
    readonly problem: DraftStorageProblem,
    readonly original: unknown,
  ) {
    super(draftStorageMessages[problem], { cause: original });
  }
}

/** What a failed draft read or write says to the debtor: a DraftStorageError's Spanish message, as the store throws them. */
export const draftErrorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const namesOf = (error: unknown): string[] => {
  const names: string[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner;
  }
  return names;
};

/** Dexie wraps IndexedDB's DOMExceptions (`inner`); the name tells what happened. */
export function toDraftStorageError(error: unknown): DraftStorageError {
  if (error instanceof DraftStorageError) return error;
  const names = namesOf(error);
  if (names.includes('QuotaExceededError')) return new DraftStorageError('quota', error);
  if (
    names.some((name) => name === 'VersionError' || name === 'DatabaseClosedError' || name === 'VersionChangeError')
  ) {
    return new DraftStorageError('upgraded', error);
  }
  if (
    names.some(
      (name) =>
        name === 'MissingAPIError' ||
        name === 'InvalidStateError' ||
        name === 'OpenFailedError' ||
        name === 'SecurityError',
    )
  ) {
    return new DraftStorageError('unavailable', error);
  }
  return new DraftStorageError('unknown', error);
}
