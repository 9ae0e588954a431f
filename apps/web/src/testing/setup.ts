import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadErrorTexts } from '../lib/error-texts';

// The component tests' own setup (vitest.config.ts, project 'web-components'), after vitest.setup.ts. Testing
// Library unmounts on its own only where the test globals are on; here they are imported, so it is done here,
// before vitest.setup.ts checks that nothing wrote to console.error (after-hooks run last-registered first).
afterEach(() => {
  cleanup();
});

// In the app the tRPC client waits for the error sentences before a failure reaches a screen (lib/error-texts.ts);
// the components here are given failures directly.
beforeAll(() => loadErrorTexts());
