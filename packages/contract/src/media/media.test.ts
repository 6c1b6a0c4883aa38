import { describe, expect, it } from 'vitest';
import { productImageSizes, productImageUrl, servedImageWidth } from './media';

describe('product image URLs', () => {
  it('answers a stored file by its served URL, the largest width unless asked', () => {
    expect(productImageUrl('01-01-01-gransole-3f9a1c2b7d.svg')).toBe(
      '/media/products/01-01-01-gransole-3f9a1c2b7d/800.webp',
    );
    expect(productImageUrl('photo-1a2b.jpg', 160)).toBe('/media/products/photo-1a2b/160.webp');
  });

  it('leaves URLs and paths it does not serve as they are', () => {
    for (const stored of ['https://cdn.example.com/a.jpg', '/promo/p1.svg', '', 'Bad Name.svg']) {
      expect(productImageUrl(stored)).toBe(stored);
      expect(productImageSizes(stored)).toBeNull();
    }
  });

  it('lists every served size of a served URL, smallest first', () => {
    expect(productImageSizes('/media/products/x-1/800.webp')).toEqual([
      { url: '/media/products/x-1/160.webp', width: 160 },
      { url: '/media/products/x-1/400.webp', width: 400 },
      { url: '/media/products/x-1/800.webp', width: 800 },
    ]);
  });

  it('knows which widths are served', () => {
    expect(servedImageWidth('400.webp')).toBe(400);
    expect(servedImageWidth('401.webp')).toBeNull();
    expect(servedImageWidth('400.png')).toBeNull();
    expect(servedImageWidth('0400.webp')).toBeNull();
  });
});
