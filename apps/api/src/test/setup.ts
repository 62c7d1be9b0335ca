import { afterAll, expect } from 'vitest';
import { violations } from './conformance.ts';

// Each API test file ends by checking that every answer it received matched the published document.
afterAll(() => {
  expect([...violations], 'answers that differ from the OpenAPI document').toEqual([]);
});
