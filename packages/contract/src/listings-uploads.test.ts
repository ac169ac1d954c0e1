import fc from 'fast-check';
import {
  judgeChosenPhoto,
  judgePhoto,
  mainVariant,
  PHOTO_MESSAGES,
  PHOTO_RULES,
  photoMessage,
  shrunkSize,
} from './listings-uploads.ts';

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

describe('phone photos (docs/requirements/host.md#R-H4)', () => {
  it('takes a photo up to 25 MB and 40 MP in the picker, and refuses above', () => {
    expect(judgeChosenPhoto({ width: 6000, height: 4000 }, 9 * 1024 * 1024)).toBeNull();
    expect(judgeChosenPhoto({ width: 6000, height: 4000 }, 26 * 1024 * 1024)).toBe('chosenSize');
    expect(judgeChosenPhoto({ width: 9000, height: 6000 }, 1024)).toBe('pixels');
    expect(judgeChosenPhoto({ width: 800, height: 600 }, 1024)).toBe('dimensions');
    expect(PHOTO_MESSAGES.chosenSize('a.jpg')).toBe('a.jpg: File exceeds 25 MB.');
    // What is stored keeps the 2 MB rule.
    expect(judgePhoto({ width: 2560, height: 1707 }, 3 * 1024 * 1024)).toBe('size');
  });

  it('downscales to a longest edge of 2560 px, proportions kept, never under the 1024x683 minimum', () => {
    expect(shrunkSize(6000, 4000)).toEqual({ width: 2560, height: 1707 });
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1920, height: 2560 });
    expect(shrunkSize(2000, 1500)).toEqual({ width: 2000, height: 1500 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1024, max: 9000 }),
        fc.integer({ min: 683, max: 9000 }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (w, h, scale) => {
          const s = shrunkSize(w, h, scale);
          return (
            s.width >= PHOTO_RULES.minWidth - 1 &&
            s.height >= PHOTO_RULES.minHeight - 1 &&
            s.width <= w &&
            s.height <= h
          );
        },
      ),
    );
  });
});
