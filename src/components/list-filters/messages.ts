/** Texts of the filters above a list, the same on every list. */
export const filterMessages = {
  region: (list: string) => `Filtros de ${list}`,
  toggle: 'Filtros',
  activeCount: (count: number) => (count === 1 ? '1 activo' : `${count} activos`),
  from: 'Desde',
  to: 'Hasta',
  anyStatus: 'Todos',
  anyParty: 'Todos',
  amount: 'Monto',
  currency: 'Moneda',
  minAmount: 'Monto mínimo',
  maxAmount: 'Monto máximo',
  clear: 'Limpiar filtros',
  matches: (shown: number, total: number) =>
    total === 1
      ? `${shown} de 1 registro coincide con los filtros.`
      : `${shown} de ${total} registros coinciden con los filtros.`,
  noMatches: 'Ningún registro coincide con los filtros. Cambie los filtros o use «Limpiar filtros».',
} as const;
