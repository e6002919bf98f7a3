import { screen } from '@testing-library/react';
import { aProduct } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/render';
import { ProductGrid } from './ProductGrid';

const products = Array.from({ length: 6 }, (_, n) => aProduct({ _id: `p${n}`, name: `Tee ${n}` }));

describe('product grid images', () => {
  it('fetches the first cards first, loads the rest of the first row at once and the others when scrolled near', () => {
    renderWithApp(<ProductGrid products={products} eagerCount={4} priorityCount={2} />);
    const loading = (n: number) => {
      const image = screen.getByRole('img', { name: `Tee ${n}` });
      return [image.getAttribute('loading'), image.getAttribute('fetchpriority'), image.getAttribute('decoding')];
    };
    expect([0, 1, 2, 3, 4, 5].map(loading)).toEqual([
      ['eager', 'high', null],
      ['eager', 'high', null],
      ['eager', null, 'async'],
      ['eager', null, 'async'],
      ['lazy', null, 'async'],
      ['lazy', null, 'async'],
    ]);
  });

  it('reserves each image a 3:4 box, the shape of the card', () => {
    renderWithApp(<ProductGrid products={products.slice(0, 1)} />);
    const image = screen.getByRole('img', { name: 'Tee 0' });
    expect(Number(image.getAttribute('width')) / Number(image.getAttribute('height'))).toBeCloseTo(3 / 4);
    expect(image.parentElement?.className).toContain('aspect-[3/4]');
  });

  it('offers a Cloudinary image in several widths with the card’s sizes', () => {
    const url = 'https://res.cloudinary.com/threadfit/image/upload/v1/tee.jpg';
    const product = aProduct({ _id: 'c', name: 'Cloud tee', baseImages: [{ url, altText: 'Cloud tee' }] });
    renderWithApp(<ProductGrid products={[product]} />);
    const image = screen.getByRole('img', { name: 'Cloud tee' });
    expect(image.getAttribute('src')).toBe(url);
    expect(image.getAttribute('srcset')).toContain('/upload/w_240,c_limit,f_auto,q_auto/v1/tee.jpg 240w');
    expect(image.getAttribute('sizes')).toMatch(/50vw$/);
  });
});
