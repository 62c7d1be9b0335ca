import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { mantineAlerts } from '../app/mantineAlerts.ts';
import { setAlertSink } from '../lib/alert.ts';
import { forgetAppConfig } from '../lib/appConfig.ts';

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens on it for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

// CI runs these tests beside the API suite on two cores. The list of all bookings loads once the
// first screen has settled (lib/idle.ts: a 200 ms timer here), and under that load a findBy*'s
// default second was sometimes not enough to see it (the pending list's group actions, twice).
configure({ asyncUtilTimeout: 5_000 });

// The dashboard's alerts, as main.tsx sets them; the phone app's tests set their own.
setAlertSink(mantineAlerts);

// The phone app's alerts box (phone/toast.ts) lives on document.body, outside what cleanup()
// unmounts: an alert another file's request raised after its test ended (a failed fetch's 'No
// internet connection') must not greet the next test, in any file (the web tests share a DOM).
beforeEach(() => document.getElementById('toasts')?.remove());

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
