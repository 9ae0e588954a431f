// The worker thread that decodes and re-encodes uploaded images, so the codecs (seconds of synchronous
// WebAssembly for a phone photo) never stop the server's event loop. Started and fed by image-worker-client.ts;
// its own entry point in the esbuild bundle (apps/server/build.mjs) and in the one-file release
// (scripts/release.ts).
import { parentPort } from 'node:worker_threads';
import { type ReencodeJob, reencodeImage, type WorkerReply } from './reencode';

const port = parentPort;
if (!port) throw new Error('image-worker runs as a worker thread (see image-worker-client.ts)');

async function answer(job: ReencodeJob): Promise<WorkerReply> {
  try {
    const bytes = await reencodeImage(job.bytes, job.type, job.size);
    return bytes ? { kind: 'done', id: job.id, bytes } : { kind: 'refused', id: job.id };
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { kind: 'failed', id: job.id, error: { name, message, stack } };
  }
}

port.on('message', async (job: ReencodeJob) => {
  const reply = await answer(job);
  // The encoded file is handed over, not copied; a view into a larger buffer is copied out first.
  if (reply.kind === 'done' && reply.bytes.byteLength !== reply.bytes.buffer.byteLength)
    reply.bytes = reply.bytes.slice();
  port.postMessage(reply, reply.kind === 'done' ? [reply.bytes.buffer as ArrayBuffer] : []);
});

port.postMessage({ kind: 'ready' } satisfies WorkerReply);
