import SwaggerParser from '@apidevtools/swagger-parser';
import { contract } from '@app/shared';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorStatuses } from '../lib/route.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints = Object.values(contract).flatMap((area) => Object.values(area));
const documentPath = (path: string) => `/api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
  });

  it('describes exactly the shared endpoints, each served', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const documented = Object.entries<Record<string, unknown>>(document.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const shared = endpoints.flatMap((e) =>
      [e.method, ...(e.spoofs ? [e.spoofs] : [])].map((method) => `${method} ${documentPath(e.path)}`),
    );
    expect(documented.sort()).toEqual(shared.sort());
    const unserved = endpoints.filter((e) => !t.app.hasRoute({ method: e.method, url: `/api${e.path}` }));
    expect(unserved).toEqual([]);
  });

  it('documents, for every endpoint, its success answers and every error it can give', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const endpoint of endpoints) {
      const operation = document.paths[documentPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      const statuses = [...Object.keys(endpoint.responses).map(Number), ...errorStatuses(endpoint)];
      expect(Object.keys(operation.responses).map(Number).sort()).toEqual(statuses.sort());
      for (const status of errorStatuses(endpoint)) {
        const schema = operation.responses[status].content['application/json'].schema;
        expect(schema.required, `${endpoint.path} ${status}`).toContain('message');
      }
      if (endpoint.audience !== 'public') expect(operation.security).toEqual([{ bearer: [] }]);
    }
  });

  it('describes every body as JSON, form fields and multipart, each accepting what the server takes', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const endpoint of endpoints.filter((e) => e.body)) {
      const content =
        document.paths[documentPath(endpoint.path)][endpoint.method.toLowerCase()].requestBody.content;
      expect(Object.keys(content).sort(), endpoint.path).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
      ]);
    }
    const setup = document.paths['/api/businesssetup'].post.requestBody.content;
    const ajv = new Ajv2020({ strict: false });
    const asForm = {
      business_category: '3',
      business_address: '12 Allen Avenue',
      business_description: 'Braids',
      home_service: '0',
      my_place: 'true',
      images: [],
    };
    expect(ajv.validate(setup['application/x-www-form-urlencoded'].schema, asForm)).toBe(true);
    expect(ajv.validate(setup['application/json'].schema, asForm)).toBe(false);
    expect(
      ajv.validate(setup['application/x-www-form-urlencoded'].schema, { ...asForm, my_place: 'maybe' }),
    ).toBe(false);
    // In multipart an image may be a file part; in a urlencoded form only a data URL.
    const withFile = { ...asForm, images: ['\u0089PNG raw bytes'] };
    expect(ajv.validate(setup['multipart/form-data'].schema, withFile)).toBe(true);
    expect(ajv.validate(setup['application/x-www-form-urlencoded'].schema, withFile)).toBe(false);
  });
});
