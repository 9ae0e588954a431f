// `cancha migrate-to-postgres`, second half: on PostgreSQL the uploaded images live in the `uploads` table, not in
// UPLOADS_DIR (docs/decisions/017), so the folder is copied in, one row per file under the public path it is
// served at. The folder is only read.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { asEngineDb, type PostgresDb } from './client';
import { postgresTables } from './schema';

// What saveImage writes (packages/api/src/uploads/images.ts); anything else in the folder is not an upload.
const TYPE_OF: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Copies every image under `dir` into the uploads table; resolves with how many were copied and skipped. */
export async function copyUploadFiles(
  target: PostgresDb,
  dir: string,
): Promise<{ copied: number; skipped: string[] }> {
  const skipped: string[] = [];
  let copied = 0;
  if (!existsSync(dir)) return { copied, skipped };
  const db = asEngineDb(target);
  const { uploads } = postgresTables;
  // One file at a time: images are a few hundred KB, and a club's folder may hold many.
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const path = `/uploads/${relative(dir, file).split(sep).join('/')}`;
    const type = TYPE_OF[extname(entry.name).toLowerCase()];
    if (!type) {
      skipped.push(path);
      continue;
    }
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // Saved when the file was: served with the same Last-Modified as before the move.
    await db
      .insert(uploads)
      .values({ path, type, bytes, sha256, createdAt: info.mtime })
      .onConflictDoNothing();
    copied++;
  }
  return { copied, skipped };
}
