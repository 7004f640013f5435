import { formatAmount } from '@/lib/format';
import type { Notice, NoticeTotals } from './news';

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
  /** One toast for news that came together (a sign-in's catch-up): the bell lists them. */
  severalNews: (count: number) => `${count} novedades`,
  severalNewsDetail: 'Están en Notificaciones.',
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A notice's total in each of its currencies (NIO alone when both are zero), exact to the cent. */
export function noticeTotal(totals: NoticeTotals): string {
  const nio = BigInt(totals.NIO);
  const usd = BigInt(totals.USD);
  const parts = [
    ...(nio !== 0n || usd === 0n ? [formatAmount(nio, 'NIO')] : []),
    ...(usd !== 0n ? [formatAmount(usd, 'USD')] : []),
  ];
  return parts.join(' y ');
}

function groupTitle(notice: Extract<Notice, { kind: 'group' }>): string {
  const { count, approved } = notice;
  switch (notice.of) {
    case 'decision': {
      const rejected = count - approved;
      if (rejected === 0) return `${count} cargas aprobadas`;
      if (approved === 0) return `${count} cargas rechazadas`;
      return `${count} cargas decididas: ${plural(approved, 'aprobada', 'aprobadas')} y ${plural(rejected, 'rechazada', 'rechazadas')}`;
    }
    case 'pending':
      return `${count} cargas pendientes de aprobación`;
    case 'available':
      return `${count} facturas disponibles para pago anticipado`;
    case 'disbursement':
      return `${count} desembolsos nuevos`;
  }
}

/** The notice's one-line title, for the list, the toast and the system notification. */
export function noticeTitle(notice: Notice): string {
  switch (notice.kind) {
    case 'decision':
      return notice.status === 'APROBADA'
        ? `La carga #${notice.idLoad} fue aprobada`
        : `La carga #${notice.idLoad} fue rechazada`;
    case 'pending':
      return `Nueva carga #${notice.idLoad} pendiente de aprobación`;
    case 'available':
      return `Factura ${notice.invoiceNumber} disponible para pago anticipado`;
    case 'disbursement':
      return `Nuevo desembolso #${notice.idCreditForm}`;
    case 'group':
      return groupTitle(notice);
  }
}

/**
 * What follows the title, so that a notice is known without opening it: the debtor, the total
 * and its currency, and a decision's reason.
 */
export function noticeDetail(notice: Notice): string {
  const total = `Total: ${noticeTotal(notice.totals)}`;
  switch (notice.kind) {
    case 'decision': {
      if (!notice.reason) return total;
      const reason = notice.status === 'RECHAZADA' ? `Motivo: ${notice.reason}` : `Comentario: ${notice.reason}`;
      return `${total} · ${reason}`;
    }
    case 'pending':
    case 'disbursement':
      return `Deudor: ${notice.debtor} · ${total}`;
    case 'available':
      return `Deudor: ${notice.debtor} · Monto: ${noticeTotal(notice.totals)}`;
    case 'group':
      return total;
  }
}
