export * from './types';
export * from './build';
export * from './format';
export * from './html';
export * from './routing';
export { fingerprint } from './fingerprint';
