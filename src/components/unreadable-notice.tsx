import { useSyncExternalStore } from 'react';
import type { EndpointName } from '@contract/contract';
import { subscribeUnreadable, unreadableOf } from '@/lib/http/unreadable-records';
import { Alert } from './ui/alert';

export const unreadableMessages = {
  notice: (count: number) =>
    count === 1
      ? 'No se pudo leer 1 registro de esta lista, así que no se muestra ni cuenta en los totales. Los demás están completos. Si lo necesita, comuníquese con soporte.'
      : `No se pudieron leer ${count} registros de esta lista, así que no se muestran ni cuentan en los totales. Los demás están completos. Si los necesita, comuníquese con soporte.`,
} as const;

/**
 * Says how many records of a list the contract refused, above the records that could be read:
 * the user sees the rest at once, and knows the list is not whole.
 */
export function UnreadableNotice({ call }: { readonly call: EndpointName }) {
  const { count } = useSyncExternalStore(subscribeUnreadable, () => unreadableOf(call));
  if (count === 0) return null;
  return <Alert tone="warning">{unreadableMessages.notice(count)}</Alert>;
}
