import sharp from 'sharp';
import { type PreparedPhoto, preparePhoto } from '../factories/photos.factory.ts';
import {
  renderScene,
  SCENE_KINDS,
  type SceneGround,
  type SceneKind,
  type SceneOptions,
  sceneSvg,
} from '../factories/scenes.factory.ts';
import { storeImage, VARIANT_WIDTHS } from '../modules/images/images.service.ts';
import { cached } from './demo-cache.ts';

export interface PoolPhoto {
  kind: SceneKind;
  photo: PreparedPhoto;
}

type EncodedPhoto = Omit<PreparedPhoto, 'files'> & {
  files: { suffix: string; body: string; contentType: string }[];
};

/**
 * `size` distinct scenes, each drawn and processed once (original + WebP variants) and then placed
 * under many listings by plain file writes. Cached across runs: drawing is the slow part of the seed.
 */
export async function photoPool(size: number): Promise<PoolPhoto[]> {
  const grounds: SceneGround[] = ['hills', 'city', 'sea'];
  const scenes: (SceneOptions & { kind: SceneKind })[] = Array.from({ length: Math.max(1, size) }, (_, j) => {
    const kind = SCENE_KINDS[j % SCENE_KINDS.length]!;
    const ground =
      kind === 'boat' ? 'sea' : grounds[(j + Math.floor(j / SCENE_KINDS.length)) % grounds.length]!;
    return { seed: j + 1, kind, ground };
  });
  const key = {
    scenes: scenes.map(sceneSvg),
    pipeline: storeImage.toString(),
    widths: VARIANT_WIDTHS,
    sharp: sharp.versions,
  };
  const photos = await cached(
    'photo-pool',
    key,
    () => Promise.all(scenes.map(async (scene) => preparePhoto(await renderScene(scene)))),
    {
      encode: (list): EncodedPhoto[] =>
        list.map((p) => ({ ...p, files: p.files.map((f) => ({ ...f, body: f.body.toString('base64') })) })),
      decode: (json) =>
        (json as EncodedPhoto[]).map((p) => ({
          ...p,
          files: p.files.map((f) => ({ ...f, body: Buffer.from(f.body, 'base64') })),
        })),
    },
  );
  if (photos.length !== scenes.length) throw new Error('Photo pool cache does not match the scenes');
  return scenes.map((scene, j) => ({ kind: scene.kind, photo: photos[j]! }));
}

/** Three different pool pictures for listing `i`; the first matches its kind (rotating among those) when the pool has one. */
export function photosFor(pool: PoolPhoto[], kind: SceneKind, i: number, nthOfKind: number): PreparedPhoto[] {
  const matching = pool.map((p, j) => (p.kind === kind ? j : -1)).filter((j) => j >= 0);
  const first = matching.length > 0 ? matching[nthOfKind % matching.length]! : i % pool.length;
  const chosen = [first];
  for (let step = 1; chosen.length < 3 && step <= pool.length; step++) {
    const j = (first + step * (1 + (i % 3)) + i) % pool.length;
    if (!chosen.includes(j)) chosen.push(j);
  }
  while (chosen.length < 3) chosen.push(chosen.length % pool.length);
  return chosen.map((j) => pool[j]!.photo);
}
