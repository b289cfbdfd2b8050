export {
  createImageOptimizer,
  IMAGE_PATH,
  IMAGE_CACHE_CONTROL,
  IMAGE_DEFAULTS,
} from './create-image-optimizer';
export type { ImageOptimizerOptions } from './create-image-optimizer';
