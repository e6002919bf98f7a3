import { imageSources } from './image-sources';

const layout = { widths: [400, 800], sizes: '50vw' };
const cloudinary = 'https://res.cloudinary.com/threadfit/image/upload/v1712345678/products/tee.jpg';

describe('responsive image sources', () => {
  it('offers a Cloudinary upload at each width, in the best format and quality, never upscaled', () => {
    expect(imageSources(cloudinary, layout)).toEqual({
      src: cloudinary,
      srcSet:
        'https://res.cloudinary.com/threadfit/image/upload/w_400,c_limit,f_auto,q_auto/v1712345678/products/tee.jpg 400w, ' +
        'https://res.cloudinary.com/threadfit/image/upload/w_800,c_limit,f_auto,q_auto/v1712345678/products/tee.jpg 800w',
      sizes: '50vw',
    });
  });

  it('lists each width once, narrowest first', () => {
    const { srcSet } = imageSources(cloudinary, { widths: [800, 400, 800], sizes: '50vw' });
    expect(srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['400w', '800w']);
  });

  it.each([
    ['a demo image', '/demo/tee-black.svg'],
    ['a bundled image', '/hero/hero-1.svg'],
    ['an upload in the local image store', 'http://localhost:3000/uploads/5f0c.jpg'],
    ['a relative upload', '/uploads/5f0c.webp'],
    ['another host', 'https://images.example.com/image/upload/v1/tee.jpg'],
    [
      'a Cloudinary address that already has a transformation',
      'https://res.cloudinary.com/threadfit/image/upload/c_fill,w_300/v1/tee.jpg',
    ],
    ['a Cloudinary vector', 'https://res.cloudinary.com/threadfit/image/upload/v1/logo.svg'],
    ['a preview not yet uploaded', 'blob:http://localhost/1234'],
  ])('gives %s its one source and no candidates (it cannot be resized)', (_, url) => {
    expect(imageSources(url, layout)).toEqual({ src: url });
  });

  it('gives no candidates when the layout lists no widths', () => {
    expect(imageSources(cloudinary, { widths: [], sizes: '50vw' })).toEqual({ src: cloudinary });
  });
});
