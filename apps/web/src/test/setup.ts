import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetAppConfig } from '../lib/appConfig.ts';

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetAppConfig();
});

// The app imports these on use, off the first screen (issue 14). Loaded here once, so a test's
// first findBy* does not spend its timeout compiling zod and the shared endpoints.
await import('../lib/deferredCalls.ts');
await import('../features/auth/api/login.ts');
