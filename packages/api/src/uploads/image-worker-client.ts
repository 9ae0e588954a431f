import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImageMimeType } from '@cancha/shared';
import type { ImageSize } from './image-header';
import type { ReencodeJob, WorkerReply } from './reencode';

/*
 * The server's side of the image worker (image-worker.ts). The codecs take 1 to 5 s of synchronous WebAssembly
 * for a large photo, so they run on one worker thread of their own: started on the first upload, kept for the
 * next ones, never holding the process open while idle.
 *
 * One image at a time: at the 40-megapixel limit the worker peaks at about 900 MB for a JPEG (600 MB WebP, 450 MB
 * PNG) between decoder and encoder, and a club's server has two cores; uploads that arrive together wait their
 * turn here, in the order they came.
 *
 * A job that does not finish in time, or a worker that dies (out of memory, a crash in a codec), fails that upload
 * with an error (a 500, logged) and the next upload gets a new worker. A timeout is not blamed on the file
 * (FILE_INVALID): the header checks already refuse every file known to be slow (image-header.ts), so running out of
 * time means a machine too busy or a decoder path nobody anticipated, and the operator should see it in the log.
 */

/**
 * Where the one-file release embedded the worker (`bun build --compile` with the worker as a second entry point);
 * set by apps/server/src/release.ts. Unset, the worker is found next to this module (imageWorkerLocation).
 */
export const IMAGE_WORKER_ENV = 'CANCHA_IMAGE_WORKER';

/** Longest one image may take in the worker: about six times a 40-megapixel JPEG on a laptop. */
export const REENCODE_TIMEOUT_MS = 30_000;
/** Longest a new worker may take to load its code (tsx compiles it from source in development). */
const START_TIMEOUT_MS = 30_000;

export interface WorkerLocation {
  url: string | URL;
  execArgv?: string[];
}

/** The worker's script in each way the server runs. */
export function imageWorkerLocation(): WorkerLocation {
  const embedded = process.env[IMAGE_WORKER_ENV];
  if (embedded) return { url: embedded };
  if (import.meta.url.endsWith('.ts')) {
    // From source (tsx, vitest): the worker is TypeScript too. Node loads it through tsx (a worker does not
    // inherit the loader hooks of its parent); Bun runs TypeScript itself.
    const url = new URL('./image-worker.ts', import.meta.url);
    if (process.versions.bun) return { url };
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { url, execArgv: ['--import', tsx] };
  }
  // The esbuild bundle: dist/image-worker.mjs beside dist/main.mjs (apps/server/build.mjs).
  return { url: new URL('./image-worker.mjs', import.meta.url) };
}

interface Job {
  id: number;
  resolve: (bytes: Uint8Array | null) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  /** Settles once the worker has loaded its code, or could not. */
  ready: Promise<void>;
  failToStart: (error: Error) => void;
  job: Job | null;
}

export class ImageWorker {
  readonly #timeoutMs: number;
  readonly #locate: () => WorkerLocation;
  #thread: Thread | null = null;
  #turn: Promise<unknown> = Promise.resolve();
  #lastId = 0;

  constructor(options: { timeoutMs?: number; locate?: () => WorkerLocation } = {}) {
    this.#timeoutMs = options.timeoutMs ?? REENCODE_TIMEOUT_MS;
    this.#locate = options.locate ?? imageWorkerLocation;
  }

  /** The running worker's thread id, or null before the first job and after it stopped. */
  get threadId(): number | null {
    return this.#thread?.worker.threadId ?? null;
  }

  /**
   * Re-encodes one image in the worker (reencode.ts): the new file, or null when the codec refuses it. Throws when
   * a codec cannot be loaded, the worker dies or the time runs out. The bytes' buffer is handed to the worker, not
   * copied: the caller must not use it afterwards.
   */
  reencode(bytes: Uint8Array, type: ImageMimeType, size: ImageSize): Promise<Uint8Array | null> {
    const result = this.#turn.then(() => this.#run(bytes, type, size));
    this.#turn = result.catch(() => undefined);
    return result;
  }

  /** Stops the worker, failing the job it was running; the next job starts a new one. */
  async terminate(): Promise<void> {
    await this.#thread?.worker.terminate();
  }

  async #run(bytes: Uint8Array, type: ImageMimeType, size: ImageSize): Promise<Uint8Array | null> {
    this.#thread ??= this.#start();
    const thread = this.#thread;
    // While a job runs it keeps the process alive (a script awaiting an upload must not exit under it).
    thread.worker.ref();
    try {
      await thread.ready;
      return await new Promise<Uint8Array | null>((resolve, reject) => {
        const id = ++this.#lastId;
        thread.worker.postMessage({ id, type, size, bytes } satisfies ReencodeJob, [
          bytes.buffer as ArrayBuffer,
        ]);
        const timer = setTimeout(() => {
          this.#end(thread, new Error(`Re-encoding the image took more than ${this.#timeoutMs} ms`));
          void thread.worker.terminate();
        }, this.#timeoutMs);
        thread.job = { id, resolve, reject, timer };
      });
    } finally {
      thread.worker.unref();
    }
  }

  #start(): Thread {
    const { url, execArgv } = this.#locate();
    const worker = new Worker(url, execArgv ? { execArgv } : {});
    let loaded = () => {};
    let failToStart: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      loaded = resolve;
      failToStart = reject;
    });
    const thread: Thread = { worker, ready, failToStart, job: null };
    // Awaited by the job that started the worker; a rejection nobody waits for is no crash.
    thread.ready.catch(() => undefined);
    const startTimer = setTimeout(() => {
      this.#end(thread, new Error(`The image worker did not start within ${START_TIMEOUT_MS} ms`));
      void worker.terminate();
    }, START_TIMEOUT_MS);
    startTimer.unref();

    worker.on('message', (reply: WorkerReply) => {
      if (reply.kind === 'ready') {
        clearTimeout(startTimer);
        loaded();
        return;
      }
      const job = thread.job;
      if (!job || job.id !== reply.id) return;
      thread.job = null;
      clearTimeout(job.timer);
      if (reply.kind === 'done') job.resolve(reply.bytes);
      else if (reply.kind === 'refused') job.resolve(null);
      else job.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    // An uncaught error in the worker ends it: 'error', then 'exit'.
    worker.on('error', (error: unknown) => {
      clearTimeout(startTimer);
      const reason = error instanceof Error ? error.message : String(error);
      this.#end(thread, new Error(`The image worker failed: ${reason}`, { cause: error }));
      void worker.terminate();
    });
    worker.on('exit', (code) => {
      clearTimeout(startTimer);
      this.#end(thread, new Error(`The image worker stopped (exit code ${code})`));
    });
    // Only after the listeners: a 'message' listener added later would hold the process open again
    // (nodejs/node#53036), and Bun's workers behave the same.
    worker.unref();
    return thread;
  }

  /** Forgets a worker that stopped or is being stopped: its job fails, and the next job starts a new worker. */
  #end(thread: Thread, error: Error) {
    if (this.#thread === thread) this.#thread = null;
    thread.failToStart(error);
    const job = thread.job;
    thread.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
  }
}

/** The server's one image worker. */
export const imageWorker = new ImageWorker();
