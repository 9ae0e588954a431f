export * from './client';
export * from './engine';
export * from './schema';
