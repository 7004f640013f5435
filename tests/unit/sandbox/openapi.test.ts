import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contract } from '@contract/contract';
import { openApiText } from '../../../sandbox/openapi';

const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');

describe('docs/openapi.json', () => {
  it('is what the contract generates (run «npm run contract:openapi» after changing the contract)', async () => {
    expect(committed).toBe(await openApiText());
  }, 30_000);

  it('is a valid OpenAPI 3.1 document for a standard validator', async () => {
    const result = await new Validator().validate(JSON.parse(committed) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator compiles the OpenAPI meta-schema first: seconds on two busy cores.
  }, 30_000);

  it('has one operation per call of the contract, with its method, path, roles and key header', () => {
    const document = JSON.parse(committed) as {
      paths: Record<string, Record<string, { operationId: string; 'x-roles'?: string[]; parameters?: unknown[] }>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.map(({ operation }) => operation.operationId).sort()).toEqual(Object.keys(contract).sort());
    for (const { path, method, operation } of operations) {
      const endpoint = contract[operation.operationId as keyof typeof contract];
      expect(method).toBe(endpoint.method);
      expect(path).toBe(`/${endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
      expect(operation['x-roles']).toEqual(endpoint.roles ? [...endpoint.roles] : undefined);
      expect(JSON.stringify(operation.parameters ?? []).includes('IdempotencyKey')).toBe(endpoint.idempotent === true);
    }
  });
});
