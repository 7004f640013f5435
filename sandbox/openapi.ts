import { createHash } from 'node:crypto';
import { contract, type EndpointName } from '../contract/contract';
import type { Endpoint } from '../contract/endpoint';
import { apiErrorBody, emptyRequest } from '../contract/schemas';
import { z } from '../contract/zod';
import { createSandbox, type Sandbox } from './app';
import { demoPassword } from './demo-users';
import { answerStatuses } from './statuses';

/** JSON as it goes into the document. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/**
 * The examples are the sandbox's own answers on a fixed day, so that the document only changes
 * when the contract or the seed does (the seed counts its dates back from the clock's day).
 */
const exampleDay = Date.parse('2026-01-15T15:00:00Z');
const exampleOrigin = 'http://openapi.example';
const listExampleLength = 2;

/** zod 4's own JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as it goes on the wire. */
function jsonSchema(schema: z.ZodMiniType): JsonObject {
  const converted = { ...(z.toJSONSchema(schema, { io: 'input' }) as JsonObject) };
  delete converted.$schema;
  return converted;
}

/** Without `additionalProperties: false`: the server ignores fields it does not know, it does not refuse them. */
function openObjects(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(openObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, openObjects(value)]),
  );
}

/**
 * What a request must be, as the server reads it: the output side of the schema, so a rule the
 * server applies after a transform is stated, and nothing the server would coerce is offered.
 */
function requestSchema(schema: z.ZodMiniType): JsonObject {
  const converted = z.toJSONSchema(schema, { io: 'output' }) as JsonObject;
  delete converted.$schema;
  return record(openObjects(converted));
}

const openApiPath = (path: string) => `/${path.replace(/:([A-Za-z]+)/g, '{$1}')}`;

const pathParameters = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

const errorResponse = (description: string): JsonObject => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

interface Examples {
  readonly requests: Partial<Record<EndpointName, Json>>;
  readonly responses: Partial<Record<EndpointName, Json>>;
  readonly conflicts: Partial<Record<EndpointName, Json>>;
}

function operation(name: EndpointName, endpoint: Endpoint, examples: Examples): JsonObject {
  const parameters: Json[] = pathParameters(endpoint.path).map((parameter) => ({
    name: parameter,
    in: 'path',
    required: true,
    schema: { type: 'integer', minimum: 1, maximum: 999_999_999 },
  }));
  if (endpoint.query) {
    const query = requestSchema(endpoint.query);
    const required = Array.isArray(query.required) ? query.required : [];
    const properties = (query.properties ?? {}) as JsonObject;
    for (const [parameter, schema] of Object.entries(properties))
      parameters.push({ name: parameter, in: 'query', required: required.includes(parameter), schema });
  }
  if (endpoint.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const success = endpoint.created ? 201 : 200;
  const responseExample = examples.responses[name];
  const responses: JsonObject = {};
  for (const [status, description] of answerStatuses(endpoint)) {
    if (status === success) {
      responses[String(status)] = {
        description,
        content: {
          'application/json': {
            schema: jsonSchema(endpoint.response),
            ...(responseExample === undefined ? {} : { example: responseExample }),
          },
        },
      };
    } else if (status === 409 && endpoint.conflict) {
      const conflictExample = examples.conflicts[name];
      responses['409'] = {
        description,
        content: {
          'application/json': {
            schema: jsonSchema(endpoint.conflict),
            ...(conflictExample === undefined ? {} : { example: conflictExample }),
          },
        },
      };
    } else responses[String(status)] = errorResponse(description);
  }
  const hasBody = endpoint.request !== emptyRequest;

  const requestExample = examples.requests[name];
  return {
    operationId: name,
    summary: endpoint.roles
      ? `Roles: ${endpoint.roles.join(', ')}`
      : endpoint.authenticated
        ? 'Cualquier usuario con sesión'
        : 'Pública (sin token)',
    tags: [endpoint.path.startsWith('operations/Factoring/') ? 'Factoraje' : 'Autenticación'],
    ...(endpoint.authenticated ? {} : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: requestSchema(endpoint.request),
                ...(requestExample === undefined ? {} : { example: requestExample }),
              },
            },
          },
        }
      : {}),
    responses,
    ...(endpoint.roles ? { 'x-roles': [...endpoint.roles] } : {}),
  };
}

/** A list's first records only: enough to show the shape. */
const shortened = (body: Json): Json => (Array.isArray(body) ? body.slice(0, listExampleLength) : body);

async function answer(sandbox: Sandbox, path: string, token?: string, body?: Json, key?: string): Promise<Json> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (key !== undefined) headers['Idempotency-Key'] = key;
  const response = await sandbox.fetch(
    new Request(`${exampleOrigin}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return (await response.json()) as Json;
}

const record = (value: Json | undefined): JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};

const tokenOf = (body: Json): string => {
  const token = record(body).access_token;
  return typeof token === 'string' ? token : '';
};

/** Examples from the seed: what the sandbox answers each demo user on the fixed day. */
async function seedExamples(): Promise<Examples> {
  const sandbox = createSandbox({ mode: 'test', now: () => exampleDay });
  try {
    const password = createHash('sha256').update(demoPassword, 'utf8').digest('hex');
    const login = { userName: 'deudor@demo.ni', password, scope: 'Portal' };
    const signIn = async (userName: string) =>
      tokenOf(await answer(sandbox, contract.authenticate.path, undefined, { ...login, userName }));
    const signedIn = record(await answer(sandbox, contract.authenticate.path, undefined, login));
    const debtor = tokenOf(signedIn);
    const authoriser = await signIn('autorizador@demo.ni');
    const provider = await signIn('proveedor@demo.ni');

    const responses: Partial<Record<EndpointName, Json>> = {
      // A real token would change at every run, and shows nothing about its format.
      authenticate: { ...signedIn, access_token: '…' },
    };
    const read = async (name: EndpointName, token: string, path = contract[name].path) => {
      responses[name] = shortened(await answer(sandbox, path, token));
      return responses[name];
    };
    for (const name of ['me', 'validate', 'userProducts', 'permissions', 'recentImports'] as const)
      await read(name, debtor);
    const loads = await read('historyLoads', debtor);
    await read('factoringRequests', authoriser);
    await read('availableInvoicesByProvider', provider);
    const disbursements = await read('historicalDisbursements', provider);

    const pending = (Array.isArray(loads) ? loads : []).map(record).find((load) => load.status === 'PENDIENTE');
    const idLoad = Number(pending?.idLoad);
    const invoices = await read(
      'factoringInvoicesByLoad',
      debtor,
      contract.factoringInvoicesByLoad.path.replace(':idLoad', String(idLoad)),
    );
    const idCreditForm = Number(record(Array.isArray(disbursements) ? disbursements[0] : null).idCreditForm);
    await read(
      'historicalDisbursementDetail',
      provider,
      contract.historicalDisbursementDetail.path.replace(':idCreditForm', String(idCreditForm)),
    );

    // A load's invoices sent again: the request's shape, and the 409 it earns.
    const rows = (Array.isArray(invoices) ? invoices : []).map((invoice) => {
      const row = { ...record(invoice) };
      delete row.idInvoice;
      delete row.idLoad;
      return row;
    });
    const loadRequest = { Invoices: rows.slice(0, 1) };
    const conflict = await answer(sandbox, contract.loadInvoices.path, debtor, loadRequest, 'ejemplo-1');
    const decision = { IdLoad: idLoad, Status: 'deny', Reason: 'Facturas duplicadas en otra carga' };
    responses.updateLoadStatus = await answer(
      sandbox,
      contract.updateLoadStatus.path,
      authoriser,
      decision,
      'ejemplo-2',
    );

    return {
      requests: {
        authenticate: login,
        loadInvoices: loadRequest,
        updateLoadStatus: decision,
      },
      responses,
      conflicts: { loadInvoices: conflict },
    };
  } finally {
    sandbox.close();
  }
}

/**
 * The OpenAPI 3.1 document of the contract: one operation per call, every schema converted by zod,
 * the roles as `x-roles`, and examples from the sandbox's seed.
 */
export async function buildOpenApi(): Promise<JsonObject> {
  const examples = await seedExamples();
  const paths: JsonObject = {};
  for (const [name, endpoint] of Object.entries(contract) as [EndpointName, Endpoint][]) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...record(paths[path]), [endpoint.method]: operation(name, endpoint, examples) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API del Portal Corporativo',
      version: '1.0.0',
      description: [
        'Lo que el portal espera de la API del prestamista, generado desde `contract/contract.ts`.',
        'Cada respuesta se valida con estos esquemas: un campo de más se ignora, uno que falta o de otro tipo es un error de contrato.',
        'Las reglas que un esquema JSON no expresa (fechas del calendario, montos, totales por carga) están en `contract/bounds.ts` y en `docs/api-real.md`.',
        'Cada operación lista todas las respuestas que puede dar; una ruta conocida llamada con otro método responde 405 con `Allow`. Los campos que el servidor no conoce se ignoran.',
        '`npm run contract:check -- --base URL --user USUARIO` comprueba una API real contra este contrato; `npm run contract:check -- --generated` comprueba el sandbox con peticiones generadas desde estos esquemas.',
      ].join('\n\n'),
    },
    servers: [{ url: '/api', description: 'Base de la API (VITE_API_BASE_URL)' }],
    security: [{ bearer: [] }],
    tags: [
      { name: 'Autenticación', description: 'Sesión y recuperación de contraseña' },
      { name: 'Factoraje', description: 'Cargas de facturas, aprobaciones y desembolsos' },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'El `access_token` de `auth/secure/authenticate`, en `Authorization: Bearer …`',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'La misma clave con el mismo cuerpo devuelve la respuesta original sin repetir el efecto; con otro cuerpo, 422.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
        },
      },
      schemas: { ApiError: jsonSchema(apiErrorBody) },
    },
  };
}

/** The document as committed: two-space JSON with a final newline. */
export const openApiText = async (): Promise<string> => `${JSON.stringify(await buildOpenApi(), null, 2)}\n`;
