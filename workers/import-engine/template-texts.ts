/** The texts of 'Descargar plantilla' (each column's explanation and example are in the invoice's field table). */
export const TEMPLATE_TEXTS = {
  invoicesSheet: 'Facturas',
  instructionsSheet: 'Instrucciones',
  instructionsHeader: ['Columna', 'Qué escribir', 'Ejemplo'],
  notes: [
    'Escriba una factura por fila en la hoja «Facturas», desde la fila 2. No cambie el encabezado ni el orden de las columnas.',
    'Solo se lee la primera hoja del libro. Cada archivo admite hasta 500 facturas.',
  ],
} as const;
