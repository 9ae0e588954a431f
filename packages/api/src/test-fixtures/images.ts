// Small valid images of each accepted format, for upload tests: uploads are decoded, so magic bytes alone fail.
import { tinyImage } from '../uploads/test-images';

export const PNG_BYTES = await tinyImage('image/png');
export const JPEG_BYTES = await tinyImage('image/jpeg');
export const WEBP_BYTES = await tinyImage('image/webp');
