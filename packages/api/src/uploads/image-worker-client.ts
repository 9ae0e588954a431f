import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { ImageMimeType } from '@cancha/shared';
import type { ShareDrawing } from '../share/share-render';
import type { ImageSize } from './image-header';
import type { WorkerJob, WorkerReply } from './reencode';

/*
 * The server's side of the image worker (image-worker.ts). The codecs take 1 to 5 s of synchronous WebAssembly
 * for a large photo, so they run on worker threads of their own: each started when an upload needs it, never
 * holding the process open while idle.
 *
 * Two lanes, each one image at a time (ImageWorkers): at the 40-megapixel limit a worker peaks at about 900 MB for a
 * JPEG (600 MB WebP, 450 MB PNG) between decoder and encoder, and a club's server has two cores. Large images (over
 * LARGE_IMAGE_PIXELS: a phone photo and up) take turns on a worker of their own; small ones (logos, screenshots,
 * pictures already cut to size) take turns on another and never wait behind a large one. So at most one large image
 * is decoded at a time, beside at most one small one. Two lanes rather than a pool: a third big decode at once
 * would add 900 MB and no core to run it on.
 *
 * A worker's memory only grows: the png codec keeps its one WebAssembly instance, whose memory never shrinks, and
 * the allocator keeps what the jpeg codec gave back (a 39 kB PNG of 40 megapixels left the server 345 MB larger for
 * good, a 40-megapixel JPEG 157 MB). So a worker is ended after any large image, and after RECYCLE_AFTER_JOBS
 * small ones, which returns all of it to the system; the next job starts a new worker (about 0.2 s, against 0.5 to
 * 5 s for the large image). A small image leaves at most about 40 MB behind.
 *
 * Each lane's line holds at most MAX_PIXELS_IN_LINE pixels, running and waiting: a few seconds of work. An upload
 * that would overfill it is refused at once (ImageQueueFullError; TOO_MANY_ATTEMPTS for the user, who can try again
 * shortly) instead of a burst of large images keeping every later one waiting, and its bytes held, for minutes.
 * Counted in pixels, not jobs, because a job's time grows with its pixels; an empty line always takes the job.
 *
 * The worker's JavaScript heap is capped (resourceLimits, under Node; Bun ignores them): a runaway in the codecs'
 * JavaScript ends the worker (ERR_WORKER_OUT_OF_MEMORY) and fails that upload, instead of growing until the whole
 * server is killed. The pixels themselves live outside that heap, in ArrayBuffers and WebAssembly memory (a 40 MP
 * job used 13 MB of heap against 350 to 820 MB outside it); the header checks bound those (image-header.ts).
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
/** Above this many pixels (2000×2000) an image is large: it runs on the large lane, on a worker ended after it. */
export const LARGE_IMAGE_PIXELS = 4_000_000;
/** Jobs a worker runs before it is replaced, however small: a bound on whatever a codec might leak. */
export const RECYCLE_AFTER_JOBS = 100;
/** Pixels each lane's line may hold, running and waiting: about 3 s of small images, 10 s of large ones. */
export const MAX_PIXELS_IN_LINE = { small: 40_000_000, large: 160_000_000 } as const;
/** The worker's JavaScript heap, in MB: ten times what the largest job was measured to use (13 MB). */
export const WORKER_HEAP_LIMIT_MB = 128;

/** The lane's line is full: the upload is refused now rather than kept waiting (TOO_MANY_ATTEMPTS). */
export class ImageQueueFullError extends Error {
  constructor() {
    super('Too many images are waiting to be re-encoded');
    this.name = 'ImageQueueFullError';
  }
}

export interface ImageWorkerOptions {
  timeoutMs?: number;
  locate?: () => WorkerLocation;
  /** The worker is ended after a job of more pixels than this. */
  recycleAbovePixels?: number;
  /** The worker is ended after this many jobs. */
  recycleAfterJobs?: number;
  /** Pixels the line may hold (running and waiting) before jobs are refused with ImageQueueFullError. */
  maxPixelsInLine?: number;
  /** The worker's JavaScript heap ceiling (Node only). */
  heapLimitMb?: number;
}

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

/** A job before the lane gives it its id. */
type Unsent = { [K in WorkerJob['kind']]: Omit<Extract<WorkerJob, { kind: K }>, 'id'> }[WorkerJob['kind']];

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
  /** Jobs this worker has finished. */
  jobs: number;
}

/** One worker thread and its line of jobs, run one at a time in the order they came. */
export class ImageWorker {
  readonly #timeoutMs: number;
  readonly #locate: () => WorkerLocation;
  readonly #recycleAbovePixels: number;
  readonly #recycleAfterJobs: number;
  readonly #maxPixelsInLine: number;
  readonly #heapLimitMb: number;
  #thread: Thread | null = null;
  #turn: Promise<unknown> = Promise.resolve();
  #lastId = 0;
  #pixelsInLine = 0;

  constructor(options: ImageWorkerOptions = {}) {
    this.#timeoutMs = options.timeoutMs ?? REENCODE_TIMEOUT_MS;
    this.#locate = options.locate ?? imageWorkerLocation;
    this.#recycleAbovePixels = options.recycleAbovePixels ?? LARGE_IMAGE_PIXELS;
    this.#recycleAfterJobs = options.recycleAfterJobs ?? RECYCLE_AFTER_JOBS;
    this.#maxPixelsInLine = options.maxPixelsInLine ?? Number.POSITIVE_INFINITY;
    this.#heapLimitMb = options.heapLimitMb ?? WORKER_HEAP_LIMIT_MB;
  }

  /** The running worker's thread id, or null before the first job and after it stopped. */
  get threadId(): number | null {
    return this.#thread?.worker.threadId ?? null;
  }

  /**
   * Re-encodes one image in the worker (reencode.ts): the new file, or null when the codec refuses it. Throws when
   * a codec cannot be loaded, the worker dies or the time runs out, and ImageQueueFullError at once when the line
   * is full. The bytes' buffer is handed to the worker, not copied: the caller must not use it afterwards.
   */
  reencode(bytes: Uint8Array, type: ImageMimeType, size: ImageSize): Promise<Uint8Array | null> {
    const job = { kind: 'reencode' as const, type, size, bytes };
    return this.#enqueue(size.width * size.height, job, [bytes.buffer as ArrayBuffer]);
  }

  /**
   * Draws a share image in the worker (share-render.ts): the PNG. It weighs the pixels it draws in the line, and is
   * refused with ImageQueueFullError at once when the line is full.
   */
  async draw(drawing: ShareDrawing, pixels: number): Promise<Uint8Array> {
    const png = await this.#enqueue(pixels, { kind: 'draw', drawing }, []);
    if (!png) throw new Error('The share image could not be drawn');
    return png;
  }

  #enqueue(pixels: number, job: Unsent, transfer: ArrayBuffer[]): Promise<Uint8Array | null> {
    if (this.#pixelsInLine > 0 && this.#pixelsInLine + pixels > this.#maxPixelsInLine) {
      return Promise.reject(new ImageQueueFullError());
    }
    this.#pixelsInLine += pixels;
    const result = this.#turn.then(() => this.#run(job, transfer));
    const finished = () => {
      this.#pixelsInLine -= pixels;
      return this.#recycleAfter(pixels);
    };
    // The next job waits until a worker being recycled is gone, so a lane never holds two.
    this.#turn = result.then(finished, finished).catch(() => undefined);
    return result;
  }

  /** Pixels in the line, the running job's included. */
  get pixelsInLine(): number {
    return this.#pixelsInLine;
  }

  /** Stops the worker, failing the job it was running; the next job starts a new one. */
  async terminate(): Promise<void> {
    await this.#thread?.worker.terminate();
  }

  /** Ends the worker after a large job, or after its last allowed one: its memory goes back to the system. */
  async #recycleAfter(pixels: number): Promise<void> {
    const thread = this.#thread;
    if (!thread) return; // it died with the job, or never started
    thread.jobs += 1;
    if (pixels <= this.#recycleAbovePixels && thread.jobs < this.#recycleAfterJobs) return;
    this.#end(thread, new Error('The image worker was recycled'));
    await thread.worker.terminate();
  }

  async #run(job: Unsent, transfer: ArrayBuffer[]): Promise<Uint8Array | null> {
    this.#thread ??= this.#start();
    const thread = this.#thread;
    // While a job runs it keeps the process alive (a script awaiting an upload must not exit under it).
    thread.worker.ref();
    try {
      await thread.ready;
      return await new Promise<Uint8Array | null>((resolve, reject) => {
        const id = ++this.#lastId;
        thread.worker.postMessage({ ...job, id } as WorkerJob, transfer);
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
    const options: WorkerOptions = execArgv ? { execArgv } : {};
    // Bun has no resourceLimits: older versions warn that the option is not implemented, newer ones ignore it.
    if (!process.versions.bun) options.resourceLimits = { maxOldGenerationSizeMb: this.#heapLimitMb };
    const worker = new Worker(url, options);
    let loaded = () => {};
    let failToStart: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      loaded = resolve;
      failToStart = reject;
    });
    const thread: Thread = { worker, ready, failToStart, job: null, jobs: 0 };
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

/**
 * The server's two lanes of image workers: large images (over LARGE_IMAGE_PIXELS) on one, small ones on the other,
 * so a small upload never waits behind a large one and at most one large image is decoded at a time.
 */
export class ImageWorkers {
  readonly small: ImageWorker;
  readonly large: ImageWorker;

  constructor(options: ImageWorkerOptions = {}) {
    this.small = new ImageWorker({ maxPixelsInLine: MAX_PIXELS_IN_LINE.small, ...options });
    this.large = new ImageWorker({ maxPixelsInLine: MAX_PIXELS_IN_LINE.large, ...options });
  }

  /** ImageWorker.reencode on the image's lane. */
  reencode(bytes: Uint8Array, type: ImageMimeType, size: ImageSize): Promise<Uint8Array | null> {
    const lane = size.width * size.height > LARGE_IMAGE_PIXELS ? this.large : this.small;
    return lane.reencode(bytes, type, size);
  }

  async terminate(): Promise<void> {
    await Promise.all([this.small.terminate(), this.large.terminate()]);
  }
}

/** The server's image workers. */
export const imageWorker = new ImageWorkers();
