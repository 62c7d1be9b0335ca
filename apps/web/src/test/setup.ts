import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
