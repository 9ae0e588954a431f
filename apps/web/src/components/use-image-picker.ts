import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useErrorSentence } from '@/lib/error-texts';
import { type ImageFileProblem, imageFileProblem } from '@/lib/image-file';

export interface ImagePickerState {
  /** The image chosen, or null while none is (the screen keeps showing the current one). */
  file: File | null;
  /** An object URL of `file` for the preview, revoked when the file changes or the screen goes. */
  preview: string | null;
  /** Why the last file chosen was refused, in the visitor's language. */
  error: string | null;
  /** The file input: `ImagePicker` attaches it. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Takes the file picked in the input: a refused one keeps the previous choice and says why. */
  choose: (file: File | undefined) => void;
  /** Forgets the chosen file (after saving it, or on 'Quitar'), emptying the input too. */
  clear: () => void;
}

/**
 * One image chosen for upload with its local preview (ImagePicker shows it). Checked on the spot with
 * lib/image-file.ts — 'Archivo no válido' or 'Tamaño de archivo excedido' — as the server will check it again.
 */
export function useImagePicker({ maxBytes }: { maxBytes?: number } = {}): ImagePickerState {
  const sentence = useErrorSentence();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = useCallback(
    (chosen: File | undefined) => {
      setProblem(null);
      if (!chosen) return;
      const found = imageFileProblem(chosen, maxBytes);
      if (found) {
        setProblem(found);
        // Emptied, so that picking the same file again (once fixed) is a change too.
        if (inputRef.current) inputRef.current.value = '';
        return;
      }
      setFile(chosen);
    },
    [maxBytes],
  );

  const clear = useCallback(() => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const error = problem ? sentence(problem === 'type' ? 'FILE_INVALID' : 'FILE_TOO_LARGE') : null;
  return { file, preview, error, inputRef, choose, clear };
}
