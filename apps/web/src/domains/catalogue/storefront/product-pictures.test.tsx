// Product pictures are <img> with every served size in srcset, the shown width in sizes and the
// intrinsic width and height (no layout shift), lazy unless they are the page's main picture.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ProductImage, UiProvider } from '@shop/ui';
import { makeFragmentData } from '../../../gql';
import { LineImage } from '../../cart/index';
import { LineImage_image } from '../../cart/storefront/LineImage';

const picture = {
  url: '/media/products/01-01-01-gransole-0123456789/800.webp',
  srcSet:
    '/media/products/01-01-01-gransole-0123456789/160.webp 160w, /media/products/01-01-01-gransole-0123456789/400.webp 400w, /media/products/01-01-01-gransole-0123456789/800.webp 800w',
  width: 800,
  height: 800,
};

const renderInUi = (node: React.ReactNode) => render(<UiProvider>{node}</UiProvider>);

describe('product pictures', () => {
  it('offers the three served sizes to the browser, lazily, with the box width in sizes', () => {
    const { container } = renderInUi(
      <ProductImage image={picture} alt="" sizes="(min-width: 576px) 36vw, 96px" />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe(picture.url);
    expect(
      img
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['160w', '400w', '800w']);
    expect(img.getAttribute('sizes')).toBe('(min-width: 576px) 36vw, 96px');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('loads the main picture of a page at once, named by the product', () => {
    const { container } = renderInUi(
      <ProductImage image={picture} alt="Pasta di semola Penne rigate 500 g" sizes="280px" eager />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('alt')).toBe('Pasta di semola Penne rigate 500 g');
  });

  it('draws a parcel when the product has no picture', () => {
    const { container, getByRole } = renderInUi(<ProductImage image={null} alt="Senza foto" sizes="96px" />);
    expect(container.querySelector('img')).toBeNull();
    expect(getByRole('img', { name: 'Senza foto' }).tagName.toLowerCase()).toBe('svg');
  });

  it('gives cart and wishlist lines the smallest size through sizes', () => {
    const { container } = renderInUi(
      <LineImage image={makeFragmentData({ __typename: 'Image', ...picture }, LineImage_image)} size="16" />,
    );
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('srcset')).toBe(picture.srcSet);
    expect(img.getAttribute('sizes')).toBe('80px');
    expect(img.getAttribute('loading')).toBe('lazy');
  });
});
