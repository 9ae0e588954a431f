export * from './auth';
export * from './constants';
export * from './dates';
export * from './errors';
export * from './formations';
export * from './matches';
export * from './teams';
export * from './users';
