import { type Db, engineOf, execute, fetchOne, uploads } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { fileUploads, sha256, UPLOADS_PREFIX, type UploadStore } from './store';

/** PostgreSQL's store: the bytes in the database every process shares, and its backups already cover. */
export function tableUploads(db: Db): UploadStore {
  return {
    kind: 'table',
    async put(path, type, bytes) {
      if (!path.startsWith(UPLOADS_PREFIX)) throw new Error(`not an upload's path: ${path}`);
      await execute(
        db.insert(uploads).values({ path, type, bytes: Buffer.from(bytes), sha256: sha256(bytes) }),
      );
    },
    async read(path) {
      if (!path.startsWith(UPLOADS_PREFIX)) return null;
      return (await fetchOne(db.select().from(uploads).where(eq(uploads.path, path)))) ?? null;
    },
    async remove(path) {
      if (path.startsWith(UPLOADS_PREFIX)) await execute(db.delete(uploads).where(eq(uploads.path, path)));
    },
  };
}

/** The engine's store: the table on PostgreSQL, the folder on SQLite. */
export function uploadStoreFor(db: Db, dir: string): UploadStore {
  return engineOf(db) === 'postgres' ? tableUploads(db) : fileUploads(dir);
}
