export * from './envelope';
export * from './session';
export * from './language';
export * from './config';
export * from './category';
export * from './paths';
