import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app';
import { buildOpenApi } from '../../sandbox/openapi';
import { runGeneratedCheck, type GeneratedCheckOptions } from '../../scripts/contract-check/generated';
import { contract } from '@contract/contract';
import { factoringConflict } from '@contract/invoice-conflicts';
import { z } from '@contract/zod';
import { sha256 } from './sandbox/sandbox-client';

const passwordHash = sha256('Portal2025!');
const users = {
  DEUDOR: { user: 'deudor@demo.ni', passwordHash },
  AUTORIZADOR: { user: 'autorizador@demo.ni', passwordHash },
  PROVEEDOR: { user: 'proveedor@demo.ni', passwordHash },
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Document = Record<string, Json>;
type Fetch = GeneratedCheckOptions['fetch'];

/** The check against a fresh test sandbox, optionally through `around` (a defect planted in the API). */
async function check(
  options: { document?: Document; around?: (fetch: Fetch) => Fetch; runs?: number; contract?: typeof contract } = {},
) {
  const sandbox = createSandbox({ mode: 'test' });
  try {
    const document = options.document ?? (await buildOpenApi());
    const fetch = options.around ? options.around(sandbox.fetch) : sandbox.fetch;
    return await runGeneratedCheck({
      fetch,
      base: 'http://sandbox.test/api/',
      document,
      users,
      ...(options.runs === undefined ? {} : { runs: options.runs }),
      ...(options.contract ? { contract: options.contract } : {}),
    });
  } finally {
    sandbox.close();
  }
}

/** The document, changed at one place by `edit`. */
async function documentWith(edit: (document: Record<string, Json>) => void): Promise<Document> {
  const document = JSON.parse(JSON.stringify(await buildOpenApi())) as Record<string, Json>;
  edit(document);
  return document;
}

const at = (value: Json | undefined, ...path: string[]): Record<string, Json> => {
  let here = value;
  for (const key of path) here = (here as Record<string, Json>)[key];
  return here as Record<string, Json>;
};
const bodySchema = (document: Record<string, Json>, path: string) =>
  at(document, 'paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema');

/** A fetch that rewrites the JSON answer of the calls `matches` picks. */
const rewritingAnswers =
  (
    matches: (request: Request, status: number) => boolean,
    rewrite: (body: Record<string, unknown>) => Record<string, unknown>,
    status?: number,
  ) =>
  (fetch: Fetch): Fetch =>
  async (request) => {
    const answer = await fetch(request.clone());
    if (!matches(request, answer.status)) return answer;
    const body = rewrite((await answer.json()) as Record<string, unknown>);
    return new Response(JSON.stringify(body), {
      status: status ?? answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

describe('contract:check --generated against the sandbox', () => {
  it('finds every answer in the document, accepts what the contract accepts and refuses the rest with 400', async () => {
    const result = await check();
    expect(result.failures.slice(0, 20)).toEqual([]);
    expect(result.sent).toBeGreaterThan(500);
  }, 120_000);
});

// Each defect the sandbox had, planted back: the check must fail on it.
describe('contract:check --generated fails on each defect planted back', () => {
  const failuresWith = async (options: Parameters<typeof check>[0]) =>
    (await check({ runs: 12, ...options })).failures.join('\n');

  it('a status the operation answers that the document leaves out (401 on a wrong sign-in)', async () => {
    const document = await documentWith((doc) => {
      delete at(doc, 'paths', '/auth/secure/authenticate', 'post', 'responses')['401'];
    });
    expect(await failuresWith({ document })).toMatch(/authenticate .*respondió 401, que el documento no declara/);
  }, 60_000);

  it('a document that allows an id of 0', async () => {
    const document = await documentWith((doc) => {
      const idLoad = at(bodySchema(doc, '/operations/Factoring/UpdateLoadStatus'), 'properties', 'IdLoad');
      delete idLoad.exclusiveMinimum;
      delete idLoad.minimum;
    });
    expect(await failuresWith({ document })).toMatch(
      /updateLoadStatus .*el documento admite lo que el servidor rechaza \(IdLoad/,
    );
  }, 60_000);

  it('a document that allows an empty invoice number, or repeated invoice ids', async () => {
    const document = await documentWith((doc) => {
      const row = at(
        bodySchema(doc, '/operations/Factoring/LoadInvoices'),
        'properties',
        'Invoices',
        'items',
        'properties',
      );
      delete at(row, 'invoiceNumber').minLength;
      delete at(bodySchema(doc, '/operations/Factoring/AddNewFactoringForm'), 'properties', 'invoices').uniqueItems;
    });
    const failures = await failuresWith({ document, runs: 30 });
    expect(failures).toMatch(
      /loadInvoices .*el documento admite lo que el servidor rechaza \(Invoices\.\d+\.invoiceNumber/,
    );
    expect(failures).toMatch(/addNewFactoringForm .*el documento admite lo que el servidor rechaza \(invoices/);
  }, 60_000);

  it('a server that coerces "519", [520] or " 521 " into the load id', async () => {
    const coercing =
      (fetch: Fetch): Fetch =>
      async (request) => {
        if (request.method !== 'POST' || !request.url.endsWith('UpdateLoadStatus')) return fetch(request);
        const body = (await request.json()) as Record<string, unknown>;
        const id = body.IdLoad;
        const coerced = Array.isArray(id) ? Number(id[0]) : typeof id === 'string' ? Number(id.trim()) : id;
        return fetch(
          new Request(request.url, {
            method: 'POST',
            headers: request.headers,
            body: JSON.stringify({ ...body, IdLoad: coerced }),
          }),
        );
      };
    const failures = await failuresWith({ around: coercing });
    for (const form of ['"\\d+" \\(texto\\)', '\\[\\d+\\]', '" \\d+ "'])
      expect(failures).toMatch(new RegExp(`updateLoadStatus: con ${form} en IdLoad respondió \\d+, no 400`));
  }, 60_000);

  it("AddNewFactoringForm's 409 body without the conflicts its schema requires", async () => {
    const conflictsOnly = z.object({
      message: z.string(),
      conflicts: z.array(factoringConflict).check(z.minLength(1)),
    });
    const planted = { ...contract, addNewFactoringForm: { ...contract.addNewFactoringForm, conflict: conflictsOnly } };
    expect(await failuresWith({ contract: planted })).toMatch(
      /addNewFactoringForm .*el cuerpo del 409 no cumple su esquema/,
    );
  }, 60_000);

  it('a message in English', async () => {
    const english = rewritingAnswers(
      (request, status) => request.url.endsWith('UpdateLoadStatus') && status === 404,
      () => ({ message: 'Factoring request not found' }),
    );
    expect(await failuresWith({ around: english })).toMatch(
      /updateLoadStatus .*no está en español: «Factoring request not found»/,
    );
  }, 60_000);

  it('404 instead of 405 for a known path called with another method', async () => {
    const notFound = rewritingAnswers(
      (_, status) => status === 405,
      () => ({ message: 'Recurso no encontrado' }),
      404,
    );
    expect(await failuresWith({ around: notFound })).toMatch(
      /historyLoads: POST respondió 404 \(Allow: «»\), no 405 con Allow: GET/,
    );
  }, 60_000);
});
