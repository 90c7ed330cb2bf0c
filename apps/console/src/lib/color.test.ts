import { expect, it } from 'vitest';
import { contrastRatio, parseHexColor, readableTextOn } from './color.js';

it('reads #rgb and #rrggbb, and nothing else', () => {
  expect(parseHexColor('#1d4ed8')).toEqual([29, 78, 216]);
  expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
  expect(parseHexColor('blue')).toBeUndefined();
});

it('puts the more readable of black and white on an accent colour', () => {
  expect(readableTextOn('#1d4ed8')).toBe('#ffffff');
  expect(readableTextOn('#fde047')).toBe('#000000');
  expect(readableTextOn('not a colour')).toBe('#ffffff');
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 0);
});
