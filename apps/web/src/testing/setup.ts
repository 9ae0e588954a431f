import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The component tests' own setup (vitest.config.ts, project 'web-components'), after vitest.setup.ts. Testing
// Library unmounts on its own only where the test globals are on; here they are imported, so it is done here,
// before vitest.setup.ts checks that nothing wrote to console.error (after-hooks run last-registered first).
afterEach(() => {
  cleanup();
});
