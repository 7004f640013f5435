/** Texts of the check that no invoice of a draft is financed twice. */
export const duplicateMessages = {
  checking: 'Comprobando si alguna factura ya está en otra carga…',
  checkFailed:
    'No se pudo comprobar si alguna factura ya está en otra carga. Puede reintentar la comprobación o enviar de todos modos: el servidor rechazará las facturas que ya tenga.',
  retryCheck: 'Reintentar la comprobación',
  confirmUnchecked: 'Entiendo que la comprobación no se pudo hacer y deseo enviar de todos modos',
  uncheckedHint: 'Para enviar sin la comprobación, confírmelo primero.',
  sameContent: (fileName: string, draftName: string, when: string) =>
    `«${fileName}» tiene exactamente el mismo contenido que el borrador «${draftName}» del ${when}, aún sin enviar. Puede abrir ese borrador en lugar de crear otro igual.`,
  sameContentGone: (fileName: string, draftName: string) =>
    `«${fileName}» tenía el mismo contenido que el borrador «${draftName}», que ya no está sin enviar: se envió o se descartó desde otra pestaña. Puede importar este archivo de nuevo.`,
  openExisting: 'Abrir ese borrador',
  importAgain: 'Importar de nuevo',
} as const;
