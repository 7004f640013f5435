/** Fictitious Nicaraguan companies of the demo data. RUC-like ids keep their leading zeros as text. */
export interface Company {
  readonly id: string;
  readonly name: string;
}

export const debtors = {
  xolotlan: { id: 'J0310000087612', name: 'Distribuidora Xolotlán, S.A.' },
  guegueense: { id: 'J0310000145590', name: 'Comercial El Güegüense, S.A.' },
  momotombo: { id: 'J0310000263041', name: 'Agroindustrias Momotombo, S.A.' },
  masaya: { id: 'J0310000398127', name: 'Ferretería Central de Masaya, S.A.' },
} as const satisfies Record<string, Company>;

export const providers = {
  segovias: { id: 'J0310000123456', name: 'Cafetalera Las Segovias, S.A.' },
  chontales: { id: 'J0310000204517', name: 'Lácteos de Chontales, S.A.' },
  pacifico: { id: 'J0310000058312', name: 'Plásticos del Pacífico, S.A.' },
  rioSanJuan: { id: 'J0310000671209', name: 'Transportes Río San Juan, S.A.' },
  dario: { id: 'J0310000034578', name: 'Imprenta Rubén Darío, S.A.' },
  granada: { id: 'J0310000910024', name: 'Textiles de Granada, S.A.' },
} as const satisfies Record<string, Company>;

export const providerList: readonly Company[] = Object.values(providers);
