import { describe, expect, it, vi } from 'vitest';
import { checkImageFile, uploadContentImage } from './upload-image';

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a picture upload', () => {
  it('posts the file as `file` to the format’s route, with the preflight header and the session', async () => {
    const answer = { url: '/media/promotions/promotion-0123456789abcdef0123/600.webp', sizes: [] };
    const fetchImpl = vi.fn(async () => json(200, answer));
    const outcome = await uploadContentImage('promotion', png(), { fetchImpl });
    expect(outcome).toEqual({ ok: true, image: answer });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/uploads/promotion');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'apollo-require-preflight': 'true', 'accept-language': 'it' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('answers the rule of a refusal and its message, to show at the field', async () => {
    const fetchImpl = vi.fn(async () =>
      json(422, {
        errors: [
          {
            message: 'L’immagine è troppo piccola.',
            extensions: { code: 'BAD_USER_INPUT', rule: 'imageTooSmall' },
          },
        ],
      }),
    );
    expect(await uploadContentImage('banner-home', png(), { fetchImpl })).toEqual({
      ok: false,
      kind: 'refused',
      rule: 'imageTooSmall',
      message: 'L’immagine è troppo piccola.',
    });
  });

  it('tells a lost answer or a server failure from a refusal', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await uploadContentImage('banner-top', png(), { fetchImpl: offline })).toEqual({
      ok: false,
      kind: 'unreachable',
    });
    const broken = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await uploadContentImage('banner-top', png(), { fetchImpl: broken })).toMatchObject({
      kind: 'unreachable',
    });
    const tooLarge = vi.fn(async () => new Response('', { status: 413 }));
    expect(await uploadContentImage('banner-top', png(), { fetchImpl: tooLarge })).toMatchObject({
      kind: 'refused',
      rule: 'imageTooLarge',
    });
  });

  it('refuses a file that is plainly no picture, or too heavy, without sending it', async () => {
    expect(checkImageFile({ type: 'application/pdf', size: 10 })).toBe('imageType');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('imageType');
    expect(checkImageFile({ type: 'image/webp', size: 6 * 1024 * 1024 })).toBe('imageTooLarge');
    expect(checkImageFile({ type: 'image/jpeg', size: 1024 })).toBeNull();
    const fetchImpl = vi.fn();
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    expect(await uploadContentImage('promotion', pdf, { fetchImpl })).toMatchObject({ rule: 'imageType' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
