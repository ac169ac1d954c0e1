/**
 * A stay photo's alt text on the page and its caption in the gallery: the caption its host wrote for this site,
 * else which photo of which stay.
 */
export const photoCaption = (name: string, index: number, count: number, caption?: string | null) =>
  caption ? `${caption}, photo ${index + 1} of ${count}` : `${name}, photo ${index + 1} of ${count}`;
