import { afterAll, beforeAll, expect } from 'vitest';
import { checkedResponses, startFileCount, violations } from './conformance.ts';

beforeAll(startFileCount);

// Each API test file ends by checking that every answer it received matched the published document.
afterAll(() => {
  if (checkedResponses > 0 && process.env.CONTRACT_SUMMARY) {
    console.log(`contract: ${checkedResponses} answers checked, ${violations.size} violations`);
  }
  expect([...violations], 'answers that differ from the OpenAPI document').toEqual([]);
});
