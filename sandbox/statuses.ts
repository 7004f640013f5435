import type { Endpoint } from '../contract/endpoint';
import { emptyRequest } from '../contract/schemas';

/** Whether a call takes `:param` segments in its path. */
export const hasPathParameters = (endpoint: Endpoint): boolean => /:[A-Za-z]+/.test(endpoint.path);

/**
 * Every status a call can answer, with when: those of every call of its kind, then its own
 * refusals (`Endpoint.refusals`). The OpenAPI document lists exactly these, and the sandbox's
 * router refuses to answer any other (a loud 500), so the two cannot drift apart.
 */
export function answerStatuses(endpoint: Endpoint): ReadonlyMap<number, string> {
  const hasBody = endpoint.request !== emptyRequest;
  const statuses = new Map<number, string>();
  const add = (status: number, description: string | undefined, when = true) => {
    if (when && description !== undefined) statuses.set(status, description);
  };
  const own = endpoint.refusals ?? {};
  add(endpoint.created ? 201 : 200, endpoint.created ? 'Creado' : 'Correcto');
  add(
    400,
    'Petición fuera de contrato (cuerpo, parámetro o clave de idempotencia), o que una regla del servidor rechaza',
    hasBody || endpoint.query !== undefined || hasPathParameters(endpoint) || endpoint.idempotent === true,
  );
  add(401, own[401] ?? 'Sin token, o token vencido o revocado', endpoint.authenticated || own[401] !== undefined);
  add(
    403,
    own[403] ?? 'El rol del usuario no puede hacer esta llamada',
    endpoint.roles !== undefined || own[403] !== undefined,
  );
  add(
    404,
    own[404] ?? 'El registro no existe o no es de este usuario',
    hasPathParameters(endpoint) || own[404] !== undefined,
  );
  add(
    409,
    own[409] ?? 'La petición choca con datos guardados; el cuerpo lista cada conflicto',
    endpoint.conflict !== undefined || own[409] !== undefined,
  );
  add(413, 'Cuerpo de más de 2 MiB', hasBody);
  add(415, 'El cuerpo no se envió como application/json', hasBody);
  add(422, 'La misma Idempotency-Key llegó antes con otro cuerpo', endpoint.idempotent === true);
  add(429, own[429]);
  add(503, 'El servidor lee demasiados cuerpos a la vez: esperar los segundos de Retry-After', hasBody);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
