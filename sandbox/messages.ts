/** Every user-facing text the sandbox answers with: Spanish (Nicaragua), formal "usted". */
export const messages = {
  invalidSession: 'Sesión no válida o expirada',
  forbidden: 'No tiene permiso para esta operación',
  wrongCredentials: 'Usuario o contraseña incorrectos',
  tooManyLogins: (wait: string) => `Demasiados intentos fallidos. Inténtelo de nuevo en ${wait}.`,
  notFound: 'Recurso no encontrado',
  invalidJson: 'El cuerpo de la solicitud no es JSON válido.',
  unsupportedMediaType: 'El contenido debe enviarse como application/json.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  incompleteBody: 'El cuerpo de la solicitud llegó incompleto.',
  tooDeep: (levels: number) => `El cuerpo de la solicitud tiene más de ${levels} niveles de objetos o listas anidados.`,
  invalidRequest: 'La solicitud no es válida',
  invalidQuery: 'Los parámetros de la consulta no son válidos',
  invalidIdempotencyKey: 'La clave de idempotencia no es válida (de 1 a 255 caracteres visibles).',
  idempotencyMismatch: 'La clave de idempotencia ya se usó con otro contenido',
  internalError: 'Ocurrió un error interno. Por favor, inténtelo de nuevo.',
  serviceUnavailable: 'Servicio no disponible temporalmente. Por favor, inténtelo de nuevo en unos momentos.',
  gatewayTimeout: 'El servidor tardó demasiado en responder.',
  contractViolation: 'Error interno: la respuesta no cumple el contrato de la API.',

  factoringRequestNotFound: 'No se encontró la solicitud de factoraje.',
  invalidId: 'El identificador no es válido.',
  loadAlreadyDecided: (status: string) => `La solicitud ya fue resuelta (${status.toLowerCase()}) y no admite cambios.`,
  duplicateInvoice: (invoiceNumber: string, provider: string) =>
    `La factura ${invoiceNumber} del proveedor ${provider} está repetida en la carga.`,
  // Another company's load is not named: its id and status are not the debtor's to read.
  invoicesAlreadyLoaded: (
    count: number,
    first: { invoiceNumber: string; provider: string; idLoad: number | undefined },
  ) => {
    const where = first.idLoad === undefined ? 'en una carga de otra empresa' : `en la carga n.º ${first.idLoad}`;
    return count === 1
      ? `La factura ${first.invoiceNumber} del proveedor ${first.provider} ya está ${where}, pendiente o aprobada. Una factura no se financia dos veces.`
      : `${count} facturas ya están en cargas pendientes o aprobadas (la primera, ${first.invoiceNumber} del proveedor ${first.provider}, ${where}). Una factura no se financia dos veces.`;
  },
  invoicesAlreadyFactored: (count: number, first: { invoiceNumber: string; idCreditForm: number }) =>
    count === 1
      ? `La factura ${first.invoiceNumber} ya está en el desembolso n.º ${first.idCreditForm}. Una factura no se financia dos veces.`
      : `${count} facturas ya están en desembolsos abiertos (la primera, ${first.invoiceNumber}, en el desembolso n.º ${first.idCreditForm}). Una factura no se financia dos veces.`,
  repeatedInvoiceKeys: 'La lista tiene dos veces la misma factura (mismo proveedor y número).',
  invoiceUnavailable: (ids: readonly number[]) =>
    `Las siguientes facturas no están disponibles para factoraje: ${ids.join(', ')}.`,
  repeatedInvoiceIds: 'La lista de facturas tiene identificadores repetidos.',
  severalDebtors: 'Varios deudores',
  disbursementTooLarge: (currency: string, max: string) =>
    `El total en ${currency} de las facturas elegidas supera el máximo de un desembolso (${max}): divida la solicitud.`,
  disbursementNotFound: (id: number) => `No se encontró el desembolso ${id}.`,

  sessionExpired: 'Sesión expirada. Por favor, comience de nuevo.',
  imageFailed: 'Verificación fallida. Por seguridad, comience de nuevo.',
  wrongCode: (remainingAttempts: number) =>
    `Código incorrecto. Le ${remainingAttempts === 1 ? 'queda 1 intento' : `quedan ${remainingAttempts} intentos`}.`,
  codeExpired: 'El código ha expirado. Solicite uno nuevo.',
  tooManyWrongCodes: 'Demasiados códigos incorrectos. Por seguridad, comience de nuevo.',
  tooManyCodes: 'Ha solicitado demasiados códigos. Por seguridad, comience de nuevo.',
  tooManyRecoveries: (wait: string) =>
    `Ha realizado demasiadas solicitudes de recuperación. Inténtelo de nuevo en ${wait}.`,
  passwordsDiffer: 'Las contraseñas no coinciden.',
  samePassword: 'La nueva contraseña debe ser distinta de la actual.',
  // The words of the recovery page's own refusal (src/features/recovery/messages.ts, rulesNotMet).
  passwordRulesNotMet:
    'La contraseña todavía debe: tener al menos 10 caracteres, tener mayúsculas y minúsculas, tener al menos un número.',
  demoOnlyHere: 'El código de demostración solo se muestra en la máquina donde corre el sandbox.',

  notBuilt: 'La aplicación no está compilada. Ejecute «npm run build» y recargue la página.',
  methodNotAllowed: 'Método no permitido.',
} as const;
