// The worker thread that decodes and re-encodes uploaded images, and draws share images, so the codecs (seconds of
// synchronous WebAssembly for a phone photo) and the drawing (50 to 200 ms for a card) never stop the server's
// event loop. Started and fed by image-worker-client.ts; its own entry point in the esbuild bundle
// (apps/server/build.mjs) and in the one-file release (scripts/release.ts).
import { parentPort } from 'node:worker_threads';
import { reencodeImage, type WorkerJob, type WorkerReply } from './reencode';

const port = parentPort;
if (!port) throw new Error('image-worker runs as a worker thread (see image-worker-client.ts)');

/** The drawing code (satori, resvg) is loaded by the first drawing: a worker that only re-encodes never pays it. */
async function draw(job: Extract<WorkerJob, { kind: 'draw' }>): Promise<Uint8Array> {
  const { drawShareCard } = await import('../share/share-render');
  return await drawShareCard(job.drawing);
}

async function answer(job: WorkerJob): Promise<WorkerReply> {
  try {
    const bytes = job.kind === 'draw' ? await draw(job) : await reencodeImage(job.bytes, job.type, job.size);
    return bytes ? { kind: 'done', id: job.id, bytes } : { kind: 'refused', id: job.id };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { kind: 'failed', id: job.id, error: { name, message, stack } };
  }
}

port.on('message', async (job: WorkerJob) => {
  const reply = await answer(job);
  // The encoded file is handed over, not copied; a view into a larger buffer is copied out first.
  if (reply.kind === 'done' && reply.bytes.byteLength !== reply.bytes.buffer.byteLength)
    reply.bytes = reply.bytes.slice();
  port.postMessage(reply, reply.kind === 'done' ? [reply.bytes.buffer as ArrayBuffer] : []);
});

port.postMessage({ kind: 'ready' } satisfies WorkerReply);
