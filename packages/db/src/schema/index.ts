export * from './outbox';
export * from './users';
