// Contract tests of POST /api/banner/home: the home page's banners, apart from the header's top texts.
import { bannerListResponseSchema, homeBannerListResponseSchema, REST_PATHS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { banners } from '../../src/db/schema';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

async function homeBanners(Lingua: string) {
  const response = await post(ctx.app, REST_PATHS.homeBanner, { Lingua });
  expect(response.statusCode, response.body).toBe(200);
  const body = homeBannerListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.banner;
}

describe('POST /api/banner/home', () => {
  it('answers the seeded home banners in order, in Italian and in English, with picture and link', async () => {
    const it = await homeBanners('it');
    const en = await homeBanners('en');
    expect(it.map((b) => b.titolo)).toEqual([
      'Le promozioni del mese',
      'Novità in catalogo',
      'Outlet: fine serie a prezzi ridotti',
    ]);
    expect(en[0]?.titolo).toBe("This month's promotions");
    expect(en.map((b) => b.link)).toEqual(['/offerte?type=P', '/novita?type=N', '/outlet?type=O']);
    expect(it.every((b) => /^\/promo\/banners\/[a-z]+\.svg$/.test(b.url) && b.descrizione.length > 0)).toBe(
      true,
    );
  });

  it('leaves the header banners out of the home ones and the home ones out of /api/banner', async () => {
    const top = await post(ctx.app, REST_PATHS.banner, { Lingua: 'it' });
    const body = bannerListResponseSchema.parse(top.json());
    if (!body.success) throw new Error('expected success');
    expect(body.data.immagini.map((b) => b.tipo)).toEqual(['topleft', 'topcenter', 'topright']);
  });

  it('leaves out a banner switched off', async () => {
    await ctx.database.handle.db
      .update(banners)
      .set({ active: false })
      .where(eq(banners.titleIt, 'Novità in catalogo'));
    expect((await homeBanners('it')).map((b) => b.titolo)).not.toContain('Novità in catalogo');
  });

  it('refuses a language it does not speak, at the field', async () => {
    const response = await post(ctx.app, REST_PATHS.homeBanner, { Lingua: 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, errors: [{ field: 'Lingua' }] });
  });
});
