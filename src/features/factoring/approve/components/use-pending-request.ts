import { useState } from 'react';
import type { Load } from '@contract/schemas';
import { useFactoringRequests } from '@/features/factoring/approve/api/factoring-requests';

/**
 * The pending request a route names; its loader has already checked that it is pending. Once
 * found it is kept, so the screen does not turn into "not found" while its own decision removes
 * it from the list.
 */
export function usePendingRequest(idLoad: number): Load {
  const { data: requests } = useFactoringRequests();
  const current = requests.find((load) => load.idLoad === idLoad);
  const [kept, setKept] = useState<Load | undefined>(current);
  if (current && current !== kept) setKept(current);
  const load = current ?? kept;
  if (!load) throw new Error(`La carga #${idLoad} no está entre las solicitudes pendientes.`);
  return load;
}
