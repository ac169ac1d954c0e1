/**
 * A stay photo's name, its alt text on the page and its caption in the gallery: hosts write no captions, so it says
 * which photo of which stay.
 */
export const photoCaption = (name: string, index: number, count: number) =>
  `${name}, photo ${index + 1} of ${count}`;
