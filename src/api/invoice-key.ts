/** What identifies an invoice: who issued it and its number. */
export interface InvoiceIdentity {
  readonly providerIdentification: string;
  readonly invoiceNumber: string;
}

/**
 * The one key that says two rows are the same invoice, wherever the question is asked (inside a
 * file, across the device's drafts, against the server's loads): the provider identification
 * and the invoice number, each trimmed and compared without regard to case. 'f-102 ' from
 * provider ' 0012345' is the same invoice as 'F-102' from '0012345'; a debtor who retypes a
 * number in lower case must not get it financed twice.
 */
export function invoiceKey({ providerIdentification, invoiceNumber }: InvoiceIdentity): string {
  return JSON.stringify([normaliseKeyPart(providerIdentification), normaliseKeyPart(invoiceNumber)]);
}

/** One part of the key as compared; lets a scan skip most rows before building a whole key. */
export function normaliseKeyPart(text: string): string {
  return text.trim().toUpperCase();
}
