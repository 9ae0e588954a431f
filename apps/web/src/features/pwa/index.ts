// The installable app (issue 20): one chunk, loaded after the first page settles, or before it when the page came
// from the worker without the server's data.
import { forgetKeptData } from './kept-data';
import { unsubscribeDevice } from './push-device';

export { restoreKeptData } from './kept-data';
export { PwaLayer } from './pwa-layer';

/** Signing out (or a session ended elsewhere): nothing of the user stays on the phone, and it stops hearing of them. */
export async function forgetUserOnDevice(): Promise<void> {
  await Promise.all([forgetKeptData(), unsubscribeDevice().catch(() => undefined)]);
}
