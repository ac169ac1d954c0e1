import sharp from 'sharp';

/**
 * Illustrated scene photos for tests and demo data: real JPEGs that pass the listing-photo rules
 * (1280x854 > 1024x683, well under 2 MB), drawn from SVG so no binary fixtures live in the repo.
 */
export const SCENE_KINDS = [
  'house',
  'apartment',
  'villa',
  'cabin',
  'boat',
  'tower',
  'cottage',
  'loft',
] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];
export type SceneGround = 'hills' | 'sea' | 'city';

export interface SceneOptions {
  seed: number;
  kind?: SceneKind;
  ground?: SceneGround;
  width?: number;
  height?: number;
}

/** Small deterministic PRNG (mulberry32) so a seed always draws the same picture. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const SKIES = [
  ['#7ec8f2', '#e6f6ff', '#fff4c2'], // noon
  ['#f7a072', '#fbd6a6', '#ffe9a8'], // sunset
  ['#6a82c9', '#f2a7c3', '#ffd9a0'], // dusk
  ['#9ad0ec', '#f4fbff', '#fffbe0'], // pale morning
  ['#34527d', '#8e7fb8', '#ffc98b'], // evening
] as const;
const WALLS = ['#f4e1c1', '#e8b4a0', '#f7f3e9', '#c9d6df', '#f2c57c', '#d9a5b3', '#b5c99a', '#e3d5ca'];
const ROOFS = ['#b5523b', '#6d4c41', '#37474f', '#8d3b2f', '#5c6b73', '#a0522d'];
const GREENS = ['#6a994e', '#7fb069', '#588157', '#8ab17d', '#4f772d'];
const SEAS = ['#2a9d8f', '#3a86c8', '#468faf', '#2b7a9b'];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const round = (n: number) => Math.round(n * 10) / 10;

function windows(
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${round(x + c * (w + gap))}" y="${round(y + r * (h + 22))}" width="${round(w)}" height="${round(h)}" rx="3" fill="${fill}"/>`;
    }
  }
  return out;
}

function building(kind: SceneKind, rand: () => number, baseY: number, cx: number): string {
  const wall = pick(rand, WALLS);
  const roof = pick(rand, ROOFS);
  const glass = rand() > 0.5 ? '#fff3b0' : '#cfe8f7';
  const door = '#5d4037';
  switch (kind) {
    case 'apartment': {
      const w = 300 + rand() * 80;
      const h = 380 + rand() * 80;
      const x = cx - w / 2;
      return `<rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>
        <rect x="${round(x - 10)}" y="${round(baseY - h - 14)}" width="${round(w + 20)}" height="18" fill="${roof}"/>
        ${windows(x + 28, baseY - h + 30, 4, Math.floor((h - 130) / 72), 44, 50, (w - 56 - 4 * 44) / 3, glass)}
        <rect x="${round(cx - 28)}" y="${round(baseY - 80)}" width="56" height="80" fill="${door}"/>`;
    }
    case 'tower': {
      const w = 170 + rand() * 40;
      const h = 520 + rand() * 60;
      const x = cx - w / 2;
      return `<rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>
        <polygon points="${round(x - 12)},${round(baseY - h)} ${round(cx)},${round(baseY - h - 120)} ${round(x + w + 12)},${round(baseY - h)}" fill="${roof}"/>
        ${windows(x + 30, baseY - h + 40, 2, Math.floor((h - 140) / 66), 40, 44, w - 60 - 80, glass)}
        <path d="M${round(cx - 30)} ${baseY} v-70 a30 30 0 0 1 60 0 v70 z" fill="${door}"/>`;
    }
    case 'villa': {
      const w = 480 + rand() * 80;
      const h = 170 + rand() * 30;
      const x = cx - w / 2;
      return `<rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>
        <rect x="${round(x + w * 0.55)}" y="${round(baseY - h - 110)}" width="${round(w * 0.45)}" height="112" fill="${wall}"/>
        <rect x="${round(x - 14)}" y="${round(baseY - h - 12)}" width="${round(w * 0.6)}" height="14" fill="${roof}"/>
        <rect x="${round(x + w * 0.55 - 10)}" y="${round(baseY - h - 122)}" width="${round(w * 0.45 + 20)}" height="14" fill="${roof}"/>
        ${windows(x + 30, baseY - h + 40, 3, 1, 70, 80, 30, glass)}
        ${windows(x + w * 0.6, baseY - h - 80, 2, 1, 60, 54, 30, glass)}
        <rect x="${round(x + w - 90)}" y="${round(baseY - 100)}" width="56" height="100" fill="${door}"/>`;
    }
    case 'cabin': {
      const w = 300 + rand() * 60;
      const h = 300 + rand() * 40;
      return `<polygon points="${round(cx - w / 2)},${baseY} ${round(cx)},${round(baseY - h)} ${round(cx + w / 2)},${baseY}" fill="${roof}"/>
        <polygon points="${round(cx - w / 2 + 50)},${baseY} ${round(cx)},${round(baseY - h + 70)} ${round(cx + w / 2 - 50)},${baseY}" fill="${wall}"/>
        <polygon points="${round(cx - 60)},${round(baseY - 40)} ${round(cx)},${round(baseY - h + 130)} ${round(cx + 60)},${round(baseY - 40)}" fill="${glass}"/>
        <rect x="${round(cx - 24)}" y="${round(baseY - 70)}" width="48" height="70" fill="${door}"/>`;
    }
    case 'boat': {
      const w = 460 + rand() * 80;
      const x = cx - w / 2;
      const y = baseY - 30;
      return `<path d="M${round(x)} ${y} h${round(w)} l-50 70 h-${round(w - 100)} z" fill="${roof}"/>
        <rect x="${round(x + 80)}" y="${y - 110}" width="${round(w - 180)}" height="110" rx="10" fill="${wall}"/>
        ${windows(x + 110, y - 80, 5, 1, 48, 40, 22, glass)}
        <rect x="${round(x + 70)}" y="${y - 122}" width="${round(w - 160)}" height="14" rx="6" fill="${roof}"/>`;
    }
    case 'loft': {
      const w = 420 + rand() * 60;
      const h = 300 + rand() * 40;
      const x = cx - w / 2;
      return `<rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="#a4553a"/>
        <rect x="${round(x - 8)}" y="${round(baseY - h - 16)}" width="${round(w + 16)}" height="18" fill="#5b3a29"/>
        ${windows(x + 26, baseY - h + 28, 4, 3, (w - 52 - 60) / 4, 64, 20, glass)}
        <rect x="${round(cx + w / 2 - 120)}" y="${round(baseY - h - 70)}" width="26" height="56" fill="#5b3a29"/>`;
    }
    default: {
      // house and cottage: a gabled front, the cottage smaller with a chimney and round window
      const small = kind === 'cottage';
      const w = (small ? 260 : 340) + rand() * 60;
      const h = (small ? 170 : 220) + rand() * 40;
      const x = cx - w / 2;
      const roofH = 110 + rand() * 40;
      return `${small ? `<rect x="${round(x + w * 0.7)}" y="${round(baseY - h - roofH)}" width="30" height="${round(roofH * 0.8)}" fill="${roof}"/>` : ''}
        <rect x="${round(x)}" y="${round(baseY - h)}" width="${round(w)}" height="${round(h)}" fill="${wall}"/>
        <polygon points="${round(x - 24)},${round(baseY - h)} ${round(cx)},${round(baseY - h - roofH)} ${round(x + w + 24)},${round(baseY - h)}" fill="${roof}"/>
        ${small ? `<circle cx="${round(cx)}" cy="${round(baseY - h - roofH / 2.6)}" r="20" fill="${glass}"/>` : ''}
        ${windows(x + 30, baseY - h + 40, 1, 1, 70, 60, 0, glass)}
        ${windows(x + w - 100, baseY - h + 40, 1, 1, 70, 60, 0, glass)}
        <rect x="${round(cx - 30)}" y="${round(baseY - 96)}" width="60" height="96" rx="4" fill="${door}"/>`;
    }
  }
}

function tree(x: number, y: number, s: number, green: string) {
  return `<rect x="${round(x - 6 * s)}" y="${round(y - 50 * s)}" width="${round(12 * s)}" height="${round(50 * s)}" fill="#6d4c41"/>
    <circle cx="${round(x)}" cy="${round(y - 80 * s)}" r="${round(42 * s)}" fill="${green}"/>
    <circle cx="${round(x - 26 * s)}" cy="${round(y - 58 * s)}" r="${round(30 * s)}" fill="${green}"/>
    <circle cx="${round(x + 26 * s)}" cy="${round(y - 58 * s)}" r="${round(30 * s)}" fill="${green}"/>`;
}

/** The SVG of a scene: sky gradient, sun, clouds, hills or sea or skyline, and one building. */
export function sceneSvg(options: SceneOptions): string {
  const { seed, width = 1280, height = 854 } = options;
  const rand = prng(seed * 7919 + 17);
  const kind = options.kind ?? pick(rand, SCENE_KINDS);
  const ground: SceneGround =
    options.ground ?? (kind === 'boat' ? 'sea' : pick(rand, ['hills', 'sea', 'city']));
  const [skyTop, skyMid, skyLow] = pick(rand, SKIES);
  const green = pick(rand, GREENS);
  const sea = pick(rand, SEAS);
  const horizon = 560 + rand() * 60;
  const sunX = 150 + rand() * 980;
  const sunY = 120 + rand() * 200;
  const clouds = Array.from({ length: 3 }, () => {
    const x = rand() * 1200;
    const y = 80 + rand() * 220;
    const s = 0.7 + rand() * 0.8;
    return `<g fill="#ffffff" opacity="0.85"><ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(70 * s)}" ry="${round(26 * s)}"/><ellipse cx="${round(x + 50 * s)}" cy="${round(y - 18 * s)}" rx="${round(50 * s)}" ry="${round(30 * s)}"/><ellipse cx="${round(x - 45 * s)}" cy="${round(y - 8 * s)}" rx="${round(40 * s)}" ry="${round(22 * s)}"/></g>`;
  }).join('');
  let backdrop = '';
  if (ground === 'hills') {
    const h1 = horizon - 120 - rand() * 80;
    const h2 = horizon - 60 - rand() * 60;
    backdrop = `<path d="M0 ${round(horizon)} Q 320 ${round(h1)} 640 ${round(horizon - 30)} T 1280 ${round(horizon - 20)} V 854 H 0 Z" fill="${green}" opacity="0.55"/>
      <path d="M0 ${round(horizon + 20)} Q 420 ${round(h2)} 900 ${round(horizon)} T 1280 ${round(horizon - 10)} V 854 H 0 Z" fill="${green}" opacity="0.8"/>`;
  } else if (ground === 'sea') {
    backdrop = `<rect x="0" y="${round(horizon - 40)}" width="1280" height="${round(854 - horizon + 40)}" fill="url(#sea)"/>
      ${Array.from({ length: 6 }, (_, i) => `<path d="M${round(rand() * 1100)} ${round(horizon + i * 30)} q 30 -10 60 0 t 60 0" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.5"/>`).join('')}`;
  } else {
    let x = 0;
    let blocks = '';
    while (x < 1280) {
      const w = 60 + rand() * 90;
      const h = 120 + rand() * 220;
      blocks += `<rect x="${round(x)}" y="${round(horizon - h)}" width="${round(w)}" height="${round(h + 10)}" fill="#7d8ca3" opacity="${round(0.35 + rand() * 0.3)}"/>`;
      x += w + 4;
    }
    backdrop = blocks;
  }
  const groundFill = ground === 'sea' && kind !== 'boat' ? '#e9d8a6' : green;
  const foreground =
    kind === 'boat'
      ? ''
      : `<path d="M0 ${round(horizon + 40)} Q 640 ${round(horizon + 10)} 1280 ${round(horizon + 50)} V 854 H 0 Z" fill="${groundFill}"/>`;
  const baseY = kind === 'boat' ? horizon + 90 : horizon + 60;
  const cx = 420 + rand() * 440;
  const trees =
    kind === 'boat'
      ? ''
      : [
          tree(cx - 330 - rand() * 60, baseY + 40, 1 + rand() * 0.4, green),
          tree(cx + 330 + rand() * 60, baseY + 50, 0.9 + rand() * 0.4, green),
        ].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1280 854" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.6" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff8d6"/><stop offset="0.35" stop-color="#ffd56b"/><stop offset="1" stop-color="#ffd56b" stop-opacity="0"/></radialGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea}" stop-opacity="0.75"/><stop offset="1" stop-color="${sea}"/></linearGradient>
  </defs>
  <rect width="1280" height="854" fill="url(#sky)"/>
  <circle cx="${round(sunX)}" cy="${round(sunY)}" r="150" fill="url(#sun)"/>
  <circle cx="${round(sunX)}" cy="${round(sunY)}" r="52" fill="#fff1b8"/>
  ${clouds}
  ${backdrop}
  ${foreground}
  ${building(kind, rand, baseY, cx)}
  ${trees}
</svg>`;
}

/** A JPEG of a scene (default 1280x854). */
export async function renderScene(options: SceneOptions): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(options)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
