import type { ColumnKey } from './messages';

/** The texts of 'Descargar plantilla': its sheets, and one explanation and example per column. */
export const TEMPLATE_TEXTS = {
  invoicesSheet: 'Facturas',
  instructionsSheet: 'Instrucciones',
  instructionsHeader: ['Columna', 'Qué escribir', 'Ejemplo'],
  notes: [
    'Escriba una factura por fila en la hoja «Facturas», desde la fila 2. No cambie el encabezado ni el orden de las columnas.',
    'Solo se lee la primera hoja del libro. Cada archivo admite hasta 500 facturas.',
  ],
  columns: {
    providerIdentification: {
      explanation: 'RUC o cédula del proveedor, tal como lo registra el banco.',
      example: 'J0310000012345',
    },
    providerName: { explanation: 'Nombre o razón social del proveedor.', example: 'Distribuidora Norte, S.A.' },
    invoiceDate: { explanation: 'Fecha de emisión de la factura, en formato dd/mm/aaaa.', example: '15/03/2025' },
    dueDate: {
      explanation: 'Fecha de vencimiento, en formato dd/mm/aaaa; no puede ser anterior a la fecha de factura.',
      example: '14/04/2025',
    },
    invoiceNumber: {
      explanation: 'Número de la factura; no puede repetirse para el mismo proveedor.',
      example: 'F-001234',
    },
    amountNIO: {
      explanation: 'Monto en córdobas, con dos decimales, sin símbolo de moneda. Escriba 0 si no aplica.',
      example: '12500.00',
    },
    amountUSD: {
      explanation: 'Monto en dólares, con dos decimales, sin símbolo de moneda. Escriba 0 si no aplica.',
      example: '340.25',
    },
    observations: { explanation: 'Opcional: cualquier nota sobre la factura.', example: 'Entrega parcial' },
  } satisfies Record<ColumnKey, { explanation: string; example: string }>,
} as const;
