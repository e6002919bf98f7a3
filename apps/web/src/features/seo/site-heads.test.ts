import { homeHead, notFoundHead, policyHead } from './site-heads';

const PUBLIC_URL = 'https://threadfit.example';

describe('the home, policy and 404 page heads', () => {
  it("keeps index.html's home title and description, canonical at the root", () => {
    const head = homeHead({ publicUrl: PUBLIC_URL });
    expect(head.title).toBe('ThreadFit | Gym wear and fashion');
    expect(head.description).toBe('ThreadFit: premium gym wear and everyday fashion for men, shipped all over India.');
    expect(head.canonical).toBe('https://threadfit.example/');
    expect(head.openGraph['og:type']).toBe('website');
  });

  it('describes the store with JSON-LD Organization and WebSite, whose SearchAction searches the listing', () => {
    const [organization, website] = homeHead({ publicUrl: PUBLIC_URL }).jsonLd as Array<Record<string, any>>;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ThreadFit',
      url: 'https://threadfit.example/',
      logo: 'https://threadfit.example/favicon.svg',
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://threadfit.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://threadfit.example/collections?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it("gives the home page's preview the image it is handed, made absolute", () => {
    const head = homeHead({ publicUrl: PUBLIC_URL, image: { url: '/hero/hero-1.jpg', altText: 'Train hard' } });
    expect(head.openGraph['og:image']).toBe('https://threadfit.example/hero/hero-1.jpg');
    expect(head.openGraph['og:image:alt']).toBe('Train hard');
    expect(head.twitter['twitter:card']).toBe('summary_large_image');
  });

  it('names the policies as their pages do, each with its canonical URL', () => {
    expect(policyHead({ publicUrl: PUBLIC_URL, page: 'privacy' })).toMatchObject({
      title: 'Privacy Policy | ThreadFit',
      canonical: 'https://threadfit.example/privacy',
    });
    expect(policyHead({ publicUrl: PUBLIC_URL, page: 'terms' })).toMatchObject({
      title: 'Terms of Service | ThreadFit',
      canonical: 'https://threadfit.example/terms',
    });
  });

  it("titles the 404 page 'Page not found | ThreadFit', with no canonical URL and kept out of the index", () => {
    const head = notFoundHead();
    expect(head).toMatchObject({ title: 'Page not found | ThreadFit', canonical: null, robots: 'noindex', jsonLd: [] });
    expect(head.openGraph).not.toHaveProperty('og:url');
  });
});
