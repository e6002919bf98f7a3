// The benches' catalogue: generated products (distinct names, real variants and stock),
// appended through the catalogue's own commands as the admin form would, without HTTP.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// 10 lines x 10 styles x 10 items x 5 fits = 5,000 distinct names.
const LINES = ['Apex', 'Pulse', 'Vortex', 'Titan', 'Stride', 'Core', 'Nova', 'Surge', 'Atlas', 'Zen'];
const STYLES = [
  'Seamless',
  'Compression',
  'Dry-Fit',
  'Oversized',
  'Ribbed',
  'Performance',
  'Breathable',
  'Stretch',
  'Training',
  'Everyday',
];
const ITEMS = [
  ['Tee', 'topwear', ['tee', 't-shirt']],
  ['Tank', 'topwear', ['tank', 'sleeveless']],
  ['Hoodie', 'topwear', ['hoodie', 'winter']],
  ['Stringer', 'topwear', ['stringer', 'bodybuilding']],
  ['Sports Bra', 'topwear', ['bra', 'women']],
  ['Joggers', 'bottomwear', ['joggers', 'track']],
  ['Leggings', 'bottomwear', ['leggings', 'women']],
  ['Shorts', 'bottomwear', ['shorts', 'summer']],
  ['Track Pants', 'bottomwear', ['track', 'pants']],
  ['Cargo Pants', 'bottomwear', ['cargo', 'pants']],
];
const FITS = ['Slim Fit', 'Regular Fit', 'Relaxed Fit', 'Athletic Fit', 'Loose Fit'];
const BRANDS = ['ThreadFit', 'PowerLift', 'FlexCore', 'IronWeave', 'Desi Dumbbell', 'Kinetic'];
const MATERIALS = ['Polyester', 'Cotton blend', 'Nylon spandex', 'Bamboo cotton', 'French terry'];
const COLOURS = [
  ['Black', '#000000'],
  ['Olive', '#556b2f'],
  ['Navy', '#1f2a44'],
  ['Maroon', '#800000'],
  ['Grey', '#808080'],
];
const SIZES = ['S', 'M', 'L', 'XL'];

export function productBody(n) {
  const [item, category, itemTags] = ITEMS[n % ITEMS.length];
  const style = STYLES[Math.floor(n / 10) % 10];
  const line = LINES[Math.floor(n / 100) % 10];
  const fit = FITS[Math.floor(n / 1000) % 5];
  const name = `${line} ${style} ${item} - ${fit}`;
  const price = 299 + ((n * 37) % 2700);
  const onOffer = n % 4 === 0;
  const colours = COLOURS.slice(n % 3, (n % 3) + 2 + (n % 2));
  return {
    name,
    description: `${style} ${item.toLowerCase()} in ${MATERIALS[n % MATERIALS.length].toLowerCase()}, ${fit.toLowerCase()}: made for heavy sessions and hot Indian summers, machine washable.`,
    category,
    brand: BRANDS[n % BRANDS.length],
    material: MATERIALS[n % MATERIALS.length],
    hsnCode: category === 'topwear' ? '6109' : '6103',
    sizes: SIZES,
    tags: ['gym', style.toLowerCase(), ...itemTags],
    price,
    ...(onOffer ? { hasOfferPricing: true, offerPrice: Math.round(price * 0.7), originalPrice: price } : {}),
    isFeatured: n % 10 === 0,
    isNewArrival: n % 7 === 0,
    isUpcoming: n % 50 === 0,
    colorVariants: colours.map(([colorName, colorCode], i) => ({
      colorName,
      colorCode,
      images: [
        {
          url: `/demo/${item.toLowerCase().replace(/ /g, '-')}-${colorName.toLowerCase()}.svg`,
          altText: `${name} in ${colorName}`,
        },
      ],
      isDefault: i === 0,
      stock: { S: (n + i) % 7, M: 5 + i, L: 3, XL: (n % 5) + 1 },
    })),
  };
}

/** `count` products through CatalogueCommands (16 at a time); returns how long the appends took. */
export async function loadCatalogue(databaseUrl, count) {
  const { PostgresEventStore } = require('@store/eventstore');
  const { CatalogueCommands } = require('@store/catalogue');
  const { CommandHandling, systemClock } = require('@store/platform');
  const eventStore = new PostgresEventStore({ databaseUrl, maxConnections: 8 });
  const commands = new CatalogueCommands(new CommandHandling(eventStore, systemClock));
  const context = () => ({
    actor: { id: 'bench-admin', role: 'admin' },
    correlationId: randomUUID(),
    causationId: null,
  });
  let next = 0;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let n = next++; n < count; n = next++) await commands.createProduct(productBody(n), context());
      }),
    );
  } finally {
    await eventStore.close();
  }
  return Date.now() - started;
}
