import { describe, expect, it } from 'vitest';
import { BRAND_KIT_MESSAGES, EMPTY_BRAND_KIT, brandKitSchema, brandKitUpdateSchema, videoStyleSchema } from '../src/index.ts';

const valid = {
  logoCorner: 'top-left',
  logoOpacity: 0.5,
  primaryColor: '#7c3aed',
  secondaryColor: null,
  captionStyle: 'pop',
  font: null,
  music: 'none',
};

describe('brand kit contract', () => {
  it('accepts a full kit and the empty one', () => {
    expect(brandKitUpdateSchema.parse(valid)).toEqual(valid);
    expect(brandKitSchema.parse(EMPTY_BRAND_KIT)).toEqual(EMPTY_BRAND_KIT);
  });

  it('names what is wrong', () => {
    const message = (input: object) => brandKitUpdateSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ primaryColor: '#7c3aed80' })).toBe(BRAND_KIT_MESSAGES.color);
    expect(message({ secondaryColor: 'red' })).toBe(BRAND_KIT_MESSAGES.color);
    expect(message({ logoOpacity: 1.2 })).toBe(BRAND_KIT_MESSAGES.opacity);
    expect(message({ logoOpacity: 0.05 })).toBe(BRAND_KIT_MESSAGES.opacity);
    expect(message({ logoCorner: 'center' })).toBe(BRAND_KIT_MESSAGES.corner);
    expect(brandKitUpdateSchema.safeParse({ ...valid, captionStyle: 'wavy' }).success).toBe(false);
    expect(brandKitUpdateSchema.safeParse({ logoCorner: 'top-left' }).success).toBe(false);
  });

  it('lets a video turn the logo off', () => {
    expect(videoStyleSchema.parse({ showLogo: false })).toEqual({ showLogo: false });
    expect(videoStyleSchema.safeParse({ showLogo: 'no' }).success).toBe(false);
  });
});
