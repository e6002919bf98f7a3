// The benches' storefront marketing: one offer running today, five hero images (one inactive) and
// both collection banners, added through the admin API as an admin would.
import { ADMIN, api } from './store-server.mjs';

const kolkataDay = (offsetDays) =>
  new Date(Date.now() + 5.5 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function loadMarketing(url) {
  const { token } = (await api(url, 'POST', '/api/auth/login', { body: ADMIN })).body;
  const created = (response, what) => {
    if (response.status >= 300) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  };
  created(
    await api(url, 'POST', '/api/offers', {
      token,
      body: {
        title: 'Monsoon Sale',
        discount: '30% OFF',
        description: 'On all joggers, leggings and hoodies',
        validFrom: kolkataDay(-1),
        validUntil: kolkataDay(30),
        badgeText: 'LIMITED',
        showBadge: true,
        ctaText: 'Shop Now',
        ctaLink: '/collections',
        terms: 'While stocks last.',
        isActive: true,
      },
    }),
    'the offer',
  );
  for (let i = 1; i <= 5; i += 1) {
    const body = {
      title: `Train harder ${i}`,
      description: 'New season gym wear',
      image: { url: `/hero/${i}.jpg`, altText: `Athlete ${i}` },
      link: '/collections',
      buttonText: 'Shop',
      isActive: i !== 5,
    };
    created(await api(url, 'POST', '/api/hero-images', { token, body }), `hero image ${i}`);
  }
  for (const category of ['topwear', 'bottomwear']) {
    created(
      await api(url, 'POST', '/api/collection-banners', {
        token,
        body: { category, imageUrl: `/banners/${category}.jpg`, altText: category, title: category, isActive: true },
      }),
      `the ${category} banner`,
    );
  }
}
