import { z } from '../../../api/zod';

/** The confirmation the list shows after a decision, carried in the URL so a reload keeps it visible. */
export const decisionSearchSchema = z.object({
  decidida: z.coerce.number().int().positive().optional().catch(undefined),
  resultado: z.enum(['aprobada', 'rechazada']).optional().catch(undefined),
});

export type DecisionSearch = z.infer<typeof decisionSearchSchema>;
