import { AVATAR_MAX_BYTES, POST_IMAGE_MAX_BYTES } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';

describe('image files (product: forms#images, api-and-errors#error-messages)', () => {
  it('accepts jpeg, png and webp up to 5 MB (team and tournament images, avatars)', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });

  it('accepts jpeg, png, jpg and webp blog images up to 5 MB, by name when the type is unknown', () => {
    const file = (name: string, type: string, size = 1000) => ({ name, type, size });
    const problem = (f: ReturnType<typeof file>) => imageFileProblem(f, POST_IMAGE_MAX_BYTES);
    expect(problem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(problem(file('a.png', 'image/png'))).toBeNull();
    expect(problem(file('a.webp', 'image/webp'))).toBeNull();
    expect(problem(file('a.jpeg', ''))).toBeNull();
    expect(problem(file('a.gif', 'image/gif'))).toBe('type');
    expect(problem(file('a.pdf', ''))).toBe('type');
    expect(problem(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('size');
  });

  it('refuses a file with neither a type nor a name', () => {
    expect(imageFileProblem({ type: '', size: 10 })).toBe('type');
  });

  it('offers the same types in the file dialog', () => {
    expect(IMAGE_ACCEPT).toBe('image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp');
  });
});
