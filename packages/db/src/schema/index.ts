export * from './challenges';
export * from './matches';
export * from './outbox';
export * from './realtime';
export * from './site';
export * from './teams';
export * from './tournaments';
export * from './users';
