import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, resolve, sep } from 'node:path';

/** What was stored under a public path. */
export interface StoredUpload {
  type: string;
  bytes: Uint8Array;
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: string;
  createdAt: Date;
}

/**
 * Where uploaded images live, by their public path ('/uploads/<folder>/<name>', what rows and clients keep): files
 * under UPLOADS_DIR on SQLite, the `uploads` table on PostgreSQL, where every process must read what any one saved
 * (docs/decisions/017). An S3-compatible store could implement the same.
 */
export interface UploadStore {
  readonly kind: 'files' | 'table';
  put(path: string, type: string, bytes: Uint8Array): Promise<void>;
  /** The upload, or null when there is none under that path (or the path is not an upload's). */
  read(path: string): Promise<StoredUpload | null>;
  /** Removes it; a path that is not an upload's, or names nothing, is left alone. */
  remove(path: string): Promise<void>;
}

/** What every upload's public path starts with. */
export const UPLOADS_PREFIX = '/uploads/';

const TYPE_OF: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Today's store: one file per upload under `dir`; the server serves the folder itself. */
export function fileUploads(dir: string): UploadStore {
  const root = resolve(dir);
  // Only paths that land inside the folder: a stored row naming '/uploads/../x' reaches nothing.
  const fileOf = (path: string) => {
    if (!path.startsWith(UPLOADS_PREFIX)) return null;
    const file = resolve(root, path.slice(UPLOADS_PREFIX.length));
    return file.startsWith(root + sep) ? file : null;
  };
  return {
    kind: 'files',
    async put(path, _type, bytes) {
      const file = fileOf(path);
      if (!file) throw new Error(`not an upload's path: ${path}`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async read(path) {
      const file = fileOf(path);
      const type = TYPE_OF[extname(path).toLowerCase()];
      if (!file || !type) return null;
      const [bytes, info] = await Promise.all([readFile(file), stat(file)]).catch(() => [null, null]);
      if (!bytes || !info) return null;
      return { type, bytes, sha256: sha256(bytes), createdAt: info.mtime };
    },
    async remove(path) {
      const file = fileOf(path);
      if (file) await unlink(file).catch(() => undefined);
    },
  };
}

/** Hex SHA-256: an upload's ETag. */
export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
