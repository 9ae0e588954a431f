import { merge } from 'virtual:class-merge';
import { type ClassValue, clsx } from 'clsx';

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
