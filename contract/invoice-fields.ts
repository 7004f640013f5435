/**
 * The eight fields of an invoice row, declared once, in SPEC's column order (A to H): its key in
 * the contract, the Spanish label of its column, the titles accounting systems give that column
 * (normalised: no accents, case, spaces or punctuation), and how the template writes it. The
 * import engine's column matching, the template, the review's labels and the column step all
 * read this table; a field added here is a field the compiler then asks for everywhere else.
 */
/** How a field's cell is read: as text, as a day, or as an amount in cents. */
export type InvoiceFieldKind = 'text' | 'date' | 'amount';

export interface InvoiceField {
  readonly key: string;
  readonly kind: InvoiceFieldKind;
  /** The column's title in the template and the field's name in every message. */
  readonly label: string;
  /** The label's article, which names the field in a sentence: 'La fecha de factura está vacía.' */
  readonly article: 'El' | 'La' | 'Las';
  /** A shorter title for the portal's tables, where width is scarce; the label where there is none. */
  readonly column?: string;
  /** An amount's currency. */
  readonly currency?: 'NIO' | 'USD';
  /** An invoice may leave it out: the file may lack its column, and the contract its key. */
  readonly optional?: true;
  /**
   * Titles that name this field in a file's header, normalised (see `normaliseHeader`): Spanish,
   * as accounting systems export them ('Nº Factura', 'Fecha Vto.', 'RUC', 'Importe (C$)'), and English.
   */
  readonly titles: readonly string[];
  readonly template: {
    /** Excel's number format of the template's empty cells: what the debtor types is already one. */
    readonly format: string;
    /** The column's width, in characters. */
    readonly width: number;
    readonly explanation: string;
    readonly example: string;
  };
}

export const INVOICE_FIELDS = [
  {
    key: 'providerIdentification',
    kind: 'text',
    label: 'Identificación del proveedor',
    article: 'La',
    column: 'Id. proveedor',
    titles: [
      'identificaciondelproveedor',
      'identificacionproveedor',
      'identificacion',
      'idproveedor',
      'id',
      'ruc',
      'rucproveedor',
      'rucdelproveedor',
      'nit',
      'cedula',
      'cedulaoruc',
      'numeroruc',
      'codigoproveedor',
      'nif',
      'cif',
      'cifnif',
      'nifcif',
      'rucnif',
      'supplierid',
      'vendorid',
      'taxid',
    ],
    template: {
      format: '@',
      width: 28,
      explanation: 'RUC o cédula del proveedor, tal como lo registra el banco.',
      example: 'J0310000012345',
    },
  },
  {
    key: 'providerName',
    kind: 'text',
    label: 'Nombre del proveedor',
    article: 'El',
    column: 'Proveedor',
    titles: [
      'nombredelproveedor',
      'nombreproveedor',
      'proveedor',
      'nombre',
      'razonsocial',
      'razonsocialdelproveedor',
      'cliente',
      'supplier',
      'suppliername',
      'vendor',
      'vendorname',
      'name',
    ],
    template: {
      format: '@',
      width: 36,
      explanation: 'Nombre o razón social del proveedor.',
      example: 'Distribuidora Norte, S.A.',
    },
  },
  {
    key: 'invoiceDate',
    kind: 'date',
    label: 'Fecha de factura',
    article: 'La',
    titles: [
      'fechadefactura',
      'fechafactura',
      'fecha',
      'fechadeemision',
      'fechaemision',
      'emision',
      'fechadoc',
      'fechadocumento',
      'invoicedate',
      'date',
    ],
    template: {
      format: 'dd/mm/yyyy',
      width: 16,
      explanation: 'Fecha de emisión de la factura, en formato dd/mm/aaaa.',
      example: '15/03/2025',
    },
  },
  {
    key: 'dueDate',
    kind: 'date',
    label: 'Fecha de vencimiento',
    article: 'La',
    column: 'Vencimiento',
    titles: [
      'fechadevencimiento',
      'fechavencimiento',
      'vencimiento',
      'vence',
      'fechadepago',
      'fechalimite',
      'fechavto',
      'fvto',
      'vto',
      'duedate',
      'due',
    ],
    template: {
      format: 'dd/mm/yyyy',
      width: 20,
      explanation: 'Fecha de vencimiento, en formato dd/mm/aaaa; no puede ser anterior a la fecha de factura.',
      example: '14/04/2025',
    },
  },
  {
    key: 'invoiceNumber',
    kind: 'text',
    label: 'Número de factura',
    article: 'El',
    column: 'Factura',
    titles: [
      'numerodefactura',
      'numerofactura',
      'nodefactura',
      'nofactura',
      'ndefactura',
      'nrofactura',
      'nrodefactura',
      'numfactura',
      'numdefactura',
      'facturano',
      'facturanum',
      'facturanro',
      'invoicenumber',
      'invoiceno',
      'invoice',
      'factura',
      'numero',
      'documento',
    ],
    template: {
      format: '@',
      width: 20,
      explanation: 'Número de la factura; no puede repetirse para el mismo proveedor.',
      example: 'F-001234',
    },
  },
  {
    key: 'amountNIO',
    kind: 'amount',
    label: 'Monto NIO',
    article: 'El',
    currency: 'NIO',
    titles: [
      'montonio',
      'montoennio',
      'montocordobas',
      'montoencordobas',
      'montoc',
      'importec',
      'importenio',
      'importecordobas',
      'importeencordobas',
      'cordobas',
      'nio',
      'c',
      'amountnio',
      'amountc',
    ],
    template: {
      format: '#,##0.00',
      width: 16,
      explanation: 'Monto en córdobas, con dos decimales, sin símbolo de moneda. Escriba 0 si no aplica.',
      example: '12500.00',
    },
  },
  {
    key: 'amountUSD',
    kind: 'amount',
    label: 'Monto USD',
    article: 'El',
    currency: 'USD',
    titles: [
      'montousd',
      'montoenusd',
      'montodolares',
      'montoendolares',
      'montous',
      'importeus',
      'importeusd',
      'importedolares',
      'importeendolares',
      'dolares',
      'usd',
      'us',
      'amountusd',
      'amountus',
    ],
    template: {
      format: '#,##0.00',
      width: 16,
      explanation: 'Monto en dólares, con dos decimales, sin símbolo de moneda. Escriba 0 si no aplica.',
      example: '340.25',
    },
  },
  {
    key: 'observations',
    kind: 'text',
    label: 'Observaciones',
    article: 'Las',
    optional: true,
    titles: [
      'observaciones',
      'observacion',
      'obs',
      'notas',
      'nota',
      'comentarios',
      'comentario',
      'detalle',
      'concepto',
      'notes',
      'comments',
      'remarks',
      'description',
    ],
    template: {
      format: '@',
      width: 40,
      explanation: 'Opcional: cualquier nota sobre la factura.',
      example: 'Entrega parcial',
    },
  },
] as const satisfies readonly InvoiceField[];

export type InvoiceFieldKey = (typeof INVOICE_FIELDS)[number]['key'];

/** The fields' keys in SPEC's column order, A to H. */
export const INVOICE_FIELD_KEYS: readonly InvoiceFieldKey[] = INVOICE_FIELDS.map((field) => field.key);

/**
 * One value per field, by key: the shape every per-field record takes (a column map, labels).
 * `Object.fromEntries` forgets which keys it was given; every key of the table is, by construction.
 */
export function perField<V>(
  value: (field: (typeof INVOICE_FIELDS)[number], index: number) => V,
): Readonly<Record<InvoiceFieldKey, V>> {
  return Object.fromEntries(INVOICE_FIELDS.map((field, index) => [field.key, value(field, index)])) as Record<
    InvoiceFieldKey,
    V
  >;
}

/** The fields of one kind, by key. */
export type InvoiceFieldKeyOf<Kind extends InvoiceFieldKind> = Extract<
  (typeof INVOICE_FIELDS)[number],
  { kind: Kind }
>['key'];

/** How a sentence names a field, and its verb 'to have': 'Las observaciones tienen…'. */
export function fieldNoun(field: InvoiceField): { noun: string; has: string; is: string } {
  const noun = `${field.article} ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;
  const plural = field.article === 'Las';
  return { noun, has: plural ? 'tienen' : 'tiene', is: plural ? 'son' : 'es' };
}

/** A field's column title in the portal's tables. */
export const columnTitle = (field: InvoiceField): string => field.column ?? field.label;

/** Each field by its key. */
export const invoiceFields = perField((field) => field);

/**
 * SPEC's fixed values of every invoice row, whatever the file holds: the engine writes them, the
 * contract accepts no other, and the sandbox's demo invoices carry them. (`amount`, the ninth, is
 * the row's córdobas, so it is not fixed.)
 */
export const FIXED_INVOICE_VALUES = {
  taxes: 100,
  opType: 1,
  currency: 'USD',
  deductionsLocalTaxes: true,
  deductionsDGI: true,
} as const;

/**
 * Not a field of the invoice, which keeps SPEC's eight: many ERPs export one amount column and a
 * currency column ('Importe' + 'Moneda') instead of one column per currency. When a file's header
 * has both, and no column for either currency, each row's amount is read as córdobas or dollars by
 * its currency. Titles normalised as the fields' are.
 */
export const CURRENCY_COLUMN = {
  /** How the review and the messages name the currency column. */
  label: 'Moneda',
  titles: ['moneda', 'currency', 'divisa', 'tipodemoneda', 'codmoneda', 'codigomoneda', 'currencycode'],
  /** Titles of the one amount column that goes with it. */
  amountTitles: ['importe', 'monto', 'amount', 'valor', 'importefactura', 'montofactura', 'importetotal', 'montototal'],
} as const;
