import type { Notice } from './news';

export const notificationMessages = {
  heading: 'Notificaciones',
  /** Starts with what a voice user sees and says: the bell is "Notificaciones". */
  bell: (unread: number) =>
    unread === 0 ? 'Notificaciones' : `Notificaciones, ${unread === 1 ? '1 sin leer' : `${unread} sin leer`}`,
  markAllRead: 'Marcar todo como leído',
  empty: 'No tiene notificaciones. Le avisaremos aquí de las novedades de sus cargas y desembolsos.',
  unread: 'Sin leer',
  enableSystem: 'Recibir avisos en este equipo',
  enableSystemHelp: 'Le avisaremos aunque la aplicación esté en segundo plano.',
  systemDenied: 'Los avisos del sistema están bloqueados en la configuración de este equipo.',
  toastRegion: 'Novedad',
  /** Radix puts the key that jumps to the toasts in place of {hotkey}. */
  toastViewport: 'Novedades ({hotkey})',
  dismiss: 'Cerrar aviso',
} as const;

/** The notice's one-line title, for the list, the toast and the system notification. */
export function noticeTitle(notice: Notice): string {
  switch (notice.kind) {
    case 'decision':
      return notice.status === 'APROBADA'
        ? `La carga #${notice.idLoad} fue aprobada`
        : `La carga #${notice.idLoad} fue rechazada`;
    case 'pending':
      return `Nueva carga #${notice.idLoad} pendiente de aprobación`;
    case 'disbursement':
      return `Nuevo desembolso #${notice.idCreditForm}`;
  }
}

/** What follows the title: the reason of a decision, the debtor of a load or disbursement. */
export function noticeDetail(notice: Notice): string {
  switch (notice.kind) {
    case 'decision':
      if (!notice.reason) return '';
      return notice.status === 'RECHAZADA' ? `Motivo: ${notice.reason}` : `Comentario: ${notice.reason}`;
    case 'pending':
    case 'disbursement':
      return `Deudor: ${notice.debtor}`;
  }
}
