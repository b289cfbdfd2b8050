export { createImageOptimizer, IMAGE_CACHE_CONTROL } from './create-image-optimizer';
export type { ImageOptimizerOptions } from './create-image-optimizer';
export { createEncoder } from './encoder';
