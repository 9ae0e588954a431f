export * from './knockout';
export * from './rng';
export * from './round-robin';
export * from './schedule';
export * from './standings';
export * from './types';
