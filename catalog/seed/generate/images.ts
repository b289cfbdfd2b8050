import type { ImageRec, Scene } from '../../store/types';
import { hashString } from '../prng';

/** Collects the image keys the seed refers to; each key is registered once, with the scene to render. */
export interface ImageRegistry {
  images: ImageRec[];
  image(key: string, scene: Scene, title: string, subtitle?: string): string;
}

export function createImageRegistry(): ImageRegistry {
  const images: ImageRec[] = [];
  const keys = new Set<string>();
  return {
    images,
    image(key, scene, title, subtitle = '') {
      if (keys.has(key)) return key;
      keys.add(key);
      const logo = scene === 'logo';
      images.push({
        key,
        scene,
        title,
        subtitle,
        hue: hashString(key) % 360,
        width: logo ? 480 : 1600,
        height: logo ? 240 : 1000,
      });
      return key;
    },
  };
}
