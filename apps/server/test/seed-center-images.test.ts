import { describe, expect, it } from 'vitest';
import { centerSvg } from '../src/db/seed/images.ts';

/** The drawing's shapes without its colours or positions: which scene it is. */
const shapeOf = (svg: string) =>
  svg
    .replace(/#[0-9a-f]{6}/gi, '')
    .replace(/-?\d+(\.\d+)?/g, '')
    .replace(/\s+/g, ' ');

describe('seeded center pictures (issue 15 item 5)', () => {
  it('six neighbouring demo centers get six different scenes, not one building in six colours', () => {
    const svgs = Array.from({ length: 6 }, (_, i) => centerSvg(`center-${i + 1}-demo-center.webp`));
    expect(new Set(svgs.map(shapeOf)).size).toBe(6);
    for (const svg of svgs)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="320"/);
  });

  it('draws the same picture for the same seed, and different ones for different seeds', () => {
    expect(centerSvg('center-3-vidya.webp')).toBe(centerSvg('center-3-vidya.webp'));
    expect(centerSvg('center-3-vidya.webp')).not.toBe(centerSvg('center-9-vidya.webp'));
  });
});
