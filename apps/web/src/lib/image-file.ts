import { AVATAR_MAX_BYTES, IMAGE_MIME_TYPES } from '@cancha/shared';

// The client's check of an uploaded image (docs/product/forms.md#images,
// docs/product/api-and-errors.md#error-messages): avatars, team shields and covers, tournament logos and
// images, blog images. A quick answer only; the server checks the real content again.

export type ImageFileProblem = 'type' | 'size';

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/**
 * jpeg, png, jpg (image/jpeg) and webp, at most `maxBytes` (5 MB): 'type' is 'Archivo no válido', 'size'
 * 'Tamaño de archivo excedido'. A file whose type the browser does not know is judged by its name.
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'> & { name?: string },
  maxBytes: number = AVATAR_MAX_BYTES,
): ImageFileProblem | null {
  const typeOk = file.type
    ? (IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
    : IMAGE_EXTENSIONS.test(file.name ?? '');
  if (!typeOk) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** The `accept` of an image file input. */
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
