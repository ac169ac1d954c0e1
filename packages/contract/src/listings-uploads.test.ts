import fc from 'fast-check';
import { judgePhoto, mainVariant, PHOTO_MESSAGES, PHOTO_RULES, photoMessage } from './listings-uploads.ts';

describe('judgePhoto', () => {
  it('checks type, size, dimensions, then the pixel cap', () => {
    expect(judgePhoto(null, 10)).toBe('type');
    expect(judgePhoto({ width: 900, height: 600 }, PHOTO_RULES.maxBytes + 1)).toBe('size');
    expect(judgePhoto({ width: 900, height: 600 }, 10)).toBe('dimensions');
    expect(judgePhoto({ width: 16000, height: 16000 }, 545)).toBe('pixels');
    expect(judgePhoto({ width: 8000, height: 5000 }, 10)).toBeNull();
    expect(judgePhoto({ width: 8000, height: 5001 }, 10)).toBe('pixels');
    expect(photoMessage('pixels', 'a.png')).toBe(PHOTO_MESSAGES.pixels('a.png'));
  });
});

describe('mainVariant', () => {
  it('is the smallest variant at least 960 px wide, else the largest', () => {
    const v = (...widths: number[]) => widths.map((width) => ({ width }));
    expect(mainVariant(v(1600, 480, 960))).toEqual({ width: 960 });
    expect(mainVariant(v(480, 1100))).toEqual({ width: 1100 });
    expect(mainVariant(v(480, 700))).toEqual({ width: 700 });
    expect(mainVariant([])).toBeUndefined();
  });

  it('always picks one of the variants given, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1 }), (widths) => {
        const variants = widths.map((width) => ({ width }));
        const main = mainVariant(variants);
        expect(variants).toContain(main);
        const wide = widths.filter((w) => w >= 960);
        expect(main?.width).toBe(wide.length ? Math.min(...wide) : Math.max(...widths));
      }),
    );
  });
});
