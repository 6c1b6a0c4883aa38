import { describe, expect, it } from 'vitest';
import { bannersCreatePayloadSchema } from '../content';
import {
  contentImageName,
  contentImageSizes,
  contentImageUrl,
  parseContentImageUrl,
  sniffImageType,
} from './content-images';

describe('banner and promotion pictures', () => {
  const name = contentImageName('banner-home', 'ab'.repeat(32));

  it('answers every served size of a stored picture from its URL alone', () => {
    expect(contentImageUrl(name)).toBe(`/media/banners/${name}/1200.webp`);
    expect(contentImageSizes(contentImageUrl(name))).toEqual([
      { url: `/media/banners/${name}/600.webp`, width: 600, height: 200 },
      { url: `/media/banners/${name}/1200.webp`, width: 1200, height: 400 },
      { url: `/media/banners/${name}/1800.webp`, width: 1800, height: 600 },
    ]);
  });

  it('reads nothing into URLs it does not serve', () => {
    for (const url of [
      '/promo/banners/x.svg',
      `/media/promotions/${name}/1200.webp`, // a banner picture under the promotions' folder
      `/media/banners/${name}/700.webp`, // not a served width
      `/media/banners/${name}/../1200.webp`,
      '',
    ]) {
      expect(parseContentImageUrl(url)).toBeNull();
      expect(contentImageSizes(url)).toBeNull();
    }
  });

  it('knows a PNG, a JPEG and a WebP by their first bytes, and nothing else', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe('a banner as it is saved', () => {
  const issues = (payload: Record<string, string>) =>
    (bannersCreatePayloadSchema.safeParse(payload).error?.issues ?? []).map(
      (i) => `${i.path.join('.')}:${(i as { params?: { rule?: string } }).params?.rule ?? i.code}`,
    );

  it('wants a title in both languages on a home banner and none on a header text', () => {
    expect(issues({ tipo: 'home', titoloIt: 'Estate' })).toEqual(['titoloEn:too_small']);
    expect(
      issues({ tipo: 'topleft', testoIt: 'Spedizione gratuita', testoEn: 'Free shipping', titoloIt: 'X' }),
    ).toEqual(['titoloIt:bannerTitle']);
    expect(issues({ tipo: 'topcenter', testoIt: 'Ciao' })).toEqual(['testoEn:too_small']);
  });

  it('checks the link, the days and their order', () => {
    const home = { tipo: 'home', titoloIt: 'A', titoloEn: 'A' };
    expect(issues({ ...home, link: 'javascript:alert(1)' })).toEqual(['link:configLink']);
    expect(issues({ ...home, link: '/offerte?type=P' })).toEqual([]);
    expect(issues({ ...home, dal: '2026-02-30' })).toEqual(['dal:date']);
    expect(issues({ ...home, dal: '2026-03-02', al: '2026-03-01' })).toEqual(['al:dateOrder']);
    expect(issues({ ...home, dal: '2026-03-01', al: '' })).toEqual([]);
  });
});
