import { z } from './zod';
import { defineEndpoint, listOf } from './endpoint';
import { factoringConflictBody, loadConflictBody } from './invoice-conflicts';
import { isBlankText } from './bounds';
import {
  availableInvoice,
  boundedText,
  disbursement,
  disbursementOperation,
  emptyRequest,
  invoiceRows,
  load,
  loadInvoice,
  okResponse,
  permission,
  user,
  userProduct,
  verificationImage,
} from './schemas';

const sha256Hex = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Se esperaba un hash SHA-256 en hexadecimal'));
const factoring = 'operations/Factoring/';
// Exactly a JSON integer from 1: "519", [520] or " 521 " is refused, never read as 519.
const positiveId = z.int().check(z.positive(), z.lte(999_999_999));

/** A list of ids, each once: the document says so (uniqueItems), and the server refuses repeats. */
const uniqueIds = z.array(positiveId).check(
  z.minLength(1),
  z.maxLength(500),
  z.refine((ids) => new Set(ids).size === ids.length, {
    message: 'La lista tiene identificadores repetidos',
    params: { keyword: 'uniqueItems' },
  }),
);
uniqueIds.register(z.globalRegistry, { uniqueItems: true });

// The refusals of the recovery's steps after the first, from sandbox/recovery.ts.
const recoveryStep = {
  403: 'La recuperación quedó bloqueada (imagen equivocada, demasiados códigos)',
  409: 'La recuperación no existe, venció o no está en este paso',
} as const;

/**
 * Every call the portal makes, with its method, path and the shapes of its body and answer. A
 * shape the backend's documentation leaves open is decided here, once, for the app and the sandbox.
 */
export const contract = {
  authenticate: defineEndpoint({
    method: 'post',
    path: 'auth/secure/authenticate',
    authenticated: false,
    request: z.object({
      userName: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
      password: sha256Hex,
      scope: z.literal('Portal'),
    }),
    refusals: {
      401: 'Usuario o contraseña incorrectos',
      429: 'Demasiados intentos fallidos: esperar los segundos de Retry-After',
    },
    response: z.object({ access_token: z.string().check(z.minLength(1)), user_data: user }),
  }),
  me: defineEndpoint({
    method: 'get',
    path: 'auth/me',
    authenticated: true,
    request: emptyRequest,
    response: user,
  }),
  validate: defineEndpoint({
    method: 'get',
    path: 'auth/validate',
    authenticated: true,
    request: emptyRequest,
    response: z.object({ valid: z.literal(true) }),
  }),
  userProducts: defineEndpoint({
    method: 'get',
    path: 'auth/portal/getUserProducts',
    authenticated: true,
    request: emptyRequest,
    response: z.array(userProduct),
  }),
  permissions: defineEndpoint({
    method: 'get',
    path: 'auth/portal/getPermissions',
    authenticated: true,
    request: emptyRequest,
    response: z.array(permission),
  }),
  logout: defineEndpoint({
    method: 'post',
    path: 'auth/logout',
    authenticated: true,
    request: emptyRequest,
    response: okResponse,
  }),

  requestChangePassword: defineEndpoint({
    method: 'post',
    path: 'auth/portal/requestChangePassword',
    authenticated: false,
    // The recovery's writes: retried with the same key, a request whose answer was lost is
    // answered again, not redone (no second session, SMS or lockout step).
    idempotent: true,
    request: z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)) }),
    refusals: { 429: 'Demasiadas solicitudes de recuperación: esperar los segundos de Retry-After' },
    response: z.object({ requestID: z.string().check(z.minLength(1)) }),
  }),
  initialImages: defineEndpoint({
    method: 'get',
    path: 'auth/secure/InitialImages',
    authenticated: false,
    request: emptyRequest,
    query: z.object({ sessionId: z.string().check(z.minLength(1)) }),
    refusals: recoveryStep,
    response: z.array(verificationImage),
  }),
  checkUserImage: defineEndpoint({
    method: 'post',
    path: 'auth/portal/checkUserImage',
    authenticated: false,
    idempotent: true,
    request: z.object({
      requestId: z.string().check(z.minLength(1)),
      recoveryImageId: z.string().check(z.minLength(1)),
    }),
    refusals: recoveryStep,
    response: okResponse,
  }),
  sendCodePassword: defineEndpoint({
    method: 'post',
    path: 'auth/portal/sendCodePassword',
    authenticated: false,
    idempotent: true,
    request: z.object({ requestId: z.string().check(z.minLength(1)), method: z.literal('sms') }),
    refusals: recoveryStep,
    response: z.object({ ok: z.literal(true), maskedPhone: z.string() }),
  }),
  checkCodeChangePassword: defineEndpoint({
    method: 'post',
    path: 'auth/portal/checkCodeChangePassword',
    authenticated: false,
    idempotent: true,
    request: z.object({
      requestId: z.string().check(z.minLength(1)),
      code: z.string().check(z.regex(/^\d{6}$/, 'El código debe tener 6 dígitos')),
    }),
    refusals: recoveryStep,
    response: okResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'post',
    path: 'auth/portal/resetPassword',
    authenticated: false,
    idempotent: true,
    request: z.object({
      requestId: z.string().check(z.minLength(1)),
      newPassword: sha256Hex,
      confirmNewPassword: sha256Hex,
    }),
    refusals: recoveryStep,
    response: okResponse,
  }),

  recentImports: defineEndpoint({
    method: 'get',
    path: `${factoring}RecentImports`,
    authenticated: true,
    roles: ['DEUDOR'],
    request: emptyRequest,
    ...listOf(load),
  }),
  historyLoads: defineEndpoint({
    method: 'get',
    path: `${factoring}HistoryLoads`,
    authenticated: true,
    roles: ['DEUDOR', 'AUTORIZADOR'],
    request: emptyRequest,
    ...listOf(load),
  }),
  loadInvoices: defineEndpoint({
    method: 'post',
    path: `${factoring}LoadInvoices`,
    authenticated: true,
    roles: ['DEUDOR'],
    idempotent: true,
    created: true,
    // 409 when an invoice (same provider and number) already sits in a pending or approved load
    // of any debtor: no invoice is financed twice.
    conflict: loadConflictBody,
    request: z.object({ Invoices: invoiceRows }),
    response: load,
  }),
  factoringRequests: defineEndpoint({
    method: 'get',
    path: `${factoring}GetFactoringRequests`,
    authenticated: true,
    roles: ['AUTORIZADOR'],
    request: emptyRequest,
    ...listOf(load),
  }),
  factoringInvoicesByLoad: defineEndpoint({
    method: 'get',
    path: `${factoring}GetFactoringInvoicesByLoad/:idLoad`,
    authenticated: true,
    roles: ['DEUDOR', 'AUTORIZADOR'],
    request: emptyRequest,
    ...listOf(loadInvoice),
  }),
  updateLoadStatus: defineEndpoint({
    method: 'post',
    path: `${factoring}UpdateLoadStatus`,
    authenticated: true,
    roles: ['AUTORIZADOR'],
    // A decision whose answer was lost is retried with its key: the server answers it again
    // instead of refusing the load as already decided.
    idempotent: true,
    request: z
      .object({
        IdLoad: positiveId,
        Status: z.enum(['approve', 'deny']),
        // What the debtor reads: bounded as every other text (no invisible or control characters).
        Reason: boundedText('reason'),
      })
      .check(
        z.refine((change) => change.Status === 'approve' || !isBlankText(change.Reason), {
          message: 'El motivo del rechazo es obligatorio',
          path: ['Reason'],
        }),
      ),
    refusals: {
      404: 'La carga no existe o no la puede ver este usuario',
      409: 'La carga ya fue aprobada o rechazada',
    },
    response: load,
  }),
  addNewFactoringForm: defineEndpoint({
    method: 'post',
    path: `${factoring}AddNewFactoringForm`,
    authenticated: true,
    roles: ['PROVEEDOR'],
    idempotent: true,
    created: true,
    // 409 when an invoice (same provider and number) is already in an open disbursement.
    conflict: factoringConflictBody,
    request: z.object({ invoices: uniqueIds }),
    response: disbursement,
  }),
  availableInvoicesByProvider: defineEndpoint({
    method: 'get',
    path: `${factoring}GetAvailableInvoicesByProvider`,
    authenticated: true,
    roles: ['PROVEEDOR'],
    request: emptyRequest,
    ...listOf(availableInvoice),
  }),
  historicalDisbursements: defineEndpoint({
    method: 'get',
    path: `${factoring}HistoricalDisbursements`,
    authenticated: true,
    roles: ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'],
    request: emptyRequest,
    ...listOf(disbursement),
  }),
  historicalDisbursementDetail: defineEndpoint({
    method: 'get',
    path: `${factoring}HistoricalDisbursementDetail/:idCreditForm`,
    authenticated: true,
    roles: ['DEUDOR', 'PROVEEDOR', 'AUTORIZADOR'],
    request: emptyRequest,
    ...listOf(disbursementOperation),
  }),
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type RequestOf<Name extends EndpointName> = z.input<Contract[Name]['request']>;
export type ResponseOf<Name extends EndpointName> = z.output<Contract[Name]['response']>;
