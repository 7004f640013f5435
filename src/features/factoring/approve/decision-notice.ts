import { z } from '@contract/zod';

/** The confirmation the list shows after a decision, carried in the URL so a reload keeps it visible. */
export const decisionSearchSchema = z.object({
  decidida: z.catch(z.optional(z.pipe(z.coerce.number(), z.int().check(z.positive()))), undefined),
  resultado: z.catch(z.optional(z.enum(['aprobada', 'rechazada'])), undefined),
});

export type DecisionSearch = z.infer<typeof decisionSearchSchema>;
