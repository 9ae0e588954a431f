import { createRequire } from 'node:module';
import autocannon from 'autocannon';

// The load generator, without the one thing it does that the bench never asks of it: autocannon appends every
// response body to a string, for body checks the bench does not use. For JSON that is cheap, but a PNG is not
// UTF-8 and decoding it is slow: ~600 µs of the driver's core for a 50 KB share image, more than the server spends
// answering it, so the share image was measured at the driver's speed, not the server's. Bodies are still read off
// the socket and counted in bytes; only the string is no longer built.
const require = createRequire(import.meta.url);
const PipelinedRequestsQueue = require('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody: (data: unknown) => void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

export { autocannon };
