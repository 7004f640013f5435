import { perField } from '@contract/invoice-fields';
import { z } from '@contract/zod';
import { readJson, writeJson } from '@/lib/storage';
import type { ColumnChoice } from '@workers/import-engine/index';

/** Choices kept per user: a debtor who exports from one system has one or two header layouts. */
const MAX_CHOICES = 20;

const column = z.nullable(z.int().check(z.nonnegative()));
const choiceSchema = z.object({
  signature: z.string(),
  // With `currency`, one amount column and a currency column (ColumnChoice).
  map: z.object({ ...perField(() => column), currency: z.optional(z.int().check(z.nonnegative())) }),
});
const choicesSchema = z.array(choiceSchema);

type Choice = z.infer<typeof choiceSchema>;

const keyOf = (userId: number) => `portal.columnas.${userId}`;

function choicesOf(userId: number): Choice[] {
  return readJson('local', keyOf(userId), choicesSchema) ?? [];
}

/**
 * The columns this user matched by hand, by the signature of the headers they were matched for:
 * the worker applies one to the next file with the same headers.
 */
export function rememberedColumns(userId: number): Record<string, ColumnChoice> {
  return Object.fromEntries(choicesOf(userId).map((choice) => [choice.signature, choice.map]));
}

/** Keeps a choice, the newest first; the oldest goes past MAX_CHOICES. */
export function rememberColumns(userId: number, signature: string, map: ColumnChoice): void {
  const others = choicesOf(userId).filter((choice) => choice.signature !== signature);
  writeJson('local', keyOf(userId), [{ signature, map }, ...others].slice(0, MAX_CHOICES));
}
