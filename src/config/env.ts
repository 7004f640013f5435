import { z } from '@contract/zod';

/** An unset or blank variable means "use the default". */
const optional = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

const apiBaseUrl = z.string().check(
  z.trim(),
  z.refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/i.test(value), {
    message: 'debe ser una ruta que empiece por «/» o una URL http(s) absoluta',
  }),
  z.refine((value) => value.endsWith('/'), { message: 'debe terminar en «/»' }),
);

const milliseconds = z.pipe(
  z.coerce.number({ error: 'debe ser un número de milisegundos' }),
  z.int({ error: 'debe ser un número entero de milisegundos' }).check(z.gte(1000, 'debe ser de al menos 1000 ms')),
);

export const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** The build-time variables the portal reads (Vite's `import.meta.env`). */
export const envSchema = z.object({
  MODE: z._default(z.string(), 'production'),
  VITE_API_BASE_URL: optional(apiBaseUrl),
  VITE_IDLE_TIMEOUT_MS: optional(milliseconds),
  VITE_NOTIFICATION_POLL_MS: optional(milliseconds),
  VITE_APP_VERSION: optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[\w.+-]{1,40}$/, 'debe ser una etiqueta de versión: letras, dígitos, «.», «-», «+» o «_» (hasta 40)'),
      ),
  ),
  VITE_LOG_LEVEL: optional(z.enum(logLevels, { error: `debe ser uno de: ${logLevels.join(', ')}` })),
});

export type Env = z.output<typeof envSchema>;

/** Parses the environment, or throws one error naming every bad variable. */
export function parseEnv(source: unknown): Env {
  const result = envSchema.safeParse(source ?? {});
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'entorno'}: ${issue.message}`);
  throw new Error(`Configuración inválida del portal. ${problems.join('; ')}.`);
}
