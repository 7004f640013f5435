/**
 * One idempotency key per submission: retrying the same set of invoices reuses it (the server
 * answers the first result again instead of creating a second form); another set gets a new one.
 */
export class SubmissionKeys {
  #current: { readonly signature: string; readonly key: string } | null = null;

  constructor(private readonly newKey: () => string) {}

  keyFor(invoiceIds: readonly number[]): string {
    const signature = [...invoiceIds].sort((a, b) => a - b).join(',');
    if (this.#current?.signature !== signature) this.#current = { signature, key: this.newKey() };
    return this.#current.key;
  }

  /** After a success: the next submission is a new one. */
  settle(): void {
    this.#current = null;
  }
}
