/** The demo catalogue: realistic Indian gym-wear, created through the same commands as the admin form. */
export interface DemoColour {
  name: string;
  code: string;
}

export const DEMO_COLOURS = {
  black: { name: 'Jet Black', code: '#111111' },
  navy: { name: 'Navy Blue', code: '#1f2a44' },
  olive: { name: 'Olive Green', code: '#556b2f' },
  maroon: { name: 'Maroon', code: '#800020' },
  grey: { name: 'Charcoal Grey', code: '#4a4a4a' },
  white: { name: 'Off White', code: '#f2efe6' },
  teal: { name: 'Teal', code: '#1b7f79' },
  saffron: { name: 'Saffron', code: '#f28c28' },
  sky: { name: 'Sky Blue', code: '#6cb4ee' },
  wine: { name: 'Wine', code: '#5e1224' },
} satisfies Record<string, DemoColour>;

export type DemoColourKey = keyof typeof DEMO_COLOURS;

export interface DemoProduct {
  name: string;
  brand: string;
  category: 'topwear' | 'bottomwear';
  shape: 'tee' | 'tank' | 'hoodie' | 'jogger' | 'shorts' | 'leggings';
  material: string;
  /**
   * Its HSN heading (india-commerce.md): 6109 T-shirts, vests and tanks (knitted), 6110 hoodies and
   * jackets (knitted), 6103 trousers, shorts, joggers and tights (knitted), 6104 the same for women,
   * 6203 trousers and shorts (woven: ripstop, woven stretch, light running shells).
   */
  hsnCode: string;
  price: number;
  /**
   * Offer price, valid from today for 60 days. The struck-through price is the product's price
   * (no separate original price), so the admin form, the admin list and the storefront show the
   * same two figures.
   */
  offer?: { price: number };
  colours: DemoColourKey[];
  tags: string[];
  flags?: { isFeatured?: boolean; isNewArrival?: boolean; isBestSeller?: boolean };
  upcoming?: boolean;
  /** 'low': 1 to 3 per size; 'out': 0 everywhere; default: 8 to 25. */
  stock?: 'low' | 'out';
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'PowerLift Dry-Fit Training Tee',
    brand: 'ThreadFit',
    category: 'topwear',
    shape: 'tee',
    material: '100% Polyester Dry-Fit',
    hsnCode: '6109',
    price: 999,
    offer: { price: 599 },
    colours: ['black', 'navy', 'olive'],
    tags: ['gym', 'dry-fit', 'training'],
    flags: { isFeatured: true, isBestSeller: true },
  },
  {
    name: 'Beast Mode Oversized Tee',
    brand: 'ThreadFit',
    category: 'topwear',
    shape: 'tee',
    material: '240 GSM Cotton',
    hsnCode: '6109',
    price: 899,
    colours: ['black', 'white', 'maroon', 'grey'],
    tags: ['oversized', 'streetwear', 'gym'],
    flags: { isNewArrival: true, isFeatured: true },
  },
  {
    name: 'Desi Grind Muscle Tank',
    brand: 'Akhada Active',
    category: 'topwear',
    shape: 'tank',
    material: 'Cotton Spandex',
    hsnCode: '6109',
    price: 549,
    colours: ['black', 'saffron'],
    tags: ['tank', 'bodybuilding'],
    flags: { isBestSeller: true },
  },
  {
    name: 'Stringer Vest Pro',
    brand: 'Akhada Active',
    category: 'topwear',
    shape: 'tank',
    material: 'Polyester Mesh',
    hsnCode: '6109',
    price: 699,
    offer: { price: 399 },
    colours: ['black', 'teal', 'grey'],
    tags: ['stringer', 'vest', 'bodybuilding'],
  },
  {
    name: 'Monsoon Run Quick-Dry Tee',
    brand: 'Kinetic India',
    category: 'topwear',
    shape: 'tee',
    material: 'Recycled Polyester',
    hsnCode: '6109',
    price: 699,
    colours: ['sky', 'navy', 'white'],
    tags: ['running', 'quick-dry'],
    flags: { isNewArrival: true },
  },
  {
    name: 'Compression Full Sleeve Top',
    brand: 'Kinetic India',
    category: 'topwear',
    shape: 'tee',
    material: 'Nylon Spandex',
    hsnCode: '6109',
    price: 1099,
    colours: ['black', 'navy'],
    tags: ['compression', 'base layer'],
    stock: 'low',
  },
  {
    name: 'Himalaya Fleece Gym Hoodie',
    brand: 'ThreadFit',
    category: 'topwear',
    shape: 'hoodie',
    material: 'Cotton Fleece 320 GSM',
    hsnCode: '6110',
    price: 1999,
    offer: { price: 1399 },
    colours: ['grey', 'black', 'maroon', 'olive', 'navy'],
    tags: ['hoodie', 'winter', 'warm-up'],
    flags: { isFeatured: true },
  },
  {
    name: 'Zip-Up Training Jacket',
    brand: 'Yodha Sportswear',
    category: 'topwear',
    shape: 'hoodie',
    material: 'Polyester Tricot',
    hsnCode: '6110',
    price: 1999,
    colours: ['black', 'wine'],
    tags: ['jacket', 'zip'],
    flags: { isBestSeller: true },
  },
  {
    name: 'Rep Count Raglan Tee',
    brand: 'Yodha Sportswear',
    category: 'topwear',
    shape: 'tee',
    material: 'Poly-Cotton Blend',
    hsnCode: '6109',
    price: 649,
    colours: ['white', 'navy', 'maroon'],
    tags: ['raglan', 'casual'],
    stock: 'out',
  },
  {
    name: 'Seamless Sports Crop Top',
    brand: 'Kinetic India',
    category: 'topwear',
    shape: 'tank',
    material: 'Seamless Nylon',
    hsnCode: '6109',
    price: 899,
    colours: ['teal', 'black', 'wine'],
    tags: ['crop', 'yoga', 'women'],
    flags: { isNewArrival: true },
  },
  {
    name: 'Surya Namaskar Yoga Tee',
    brand: 'Prana Wear',
    category: 'topwear',
    shape: 'tee',
    material: 'Bamboo Cotton',
    hsnCode: '6109',
    price: 849,
    offer: { price: 629 },
    colours: ['saffron', 'white', 'sky'],
    tags: ['yoga', 'breathable'],
  },
  {
    name: 'Heavyweight Pump Cover Tee',
    brand: 'Akhada Active',
    category: 'topwear',
    shape: 'tee',
    material: '280 GSM Cotton',
    hsnCode: '6109',
    price: 999,
    colours: ['grey', 'black'],
    tags: ['pump cover', 'oversized'],
    upcoming: true,
  },
  {
    name: 'Cargo Gym Joggers',
    brand: 'ThreadFit',
    category: 'bottomwear',
    shape: 'jogger',
    material: 'Cotton Lycra',
    hsnCode: '6103',
    price: 1499,
    offer: { price: 999 },
    colours: ['black', 'olive', 'grey'],
    tags: ['joggers', 'cargo'],
    flags: { isFeatured: true, isBestSeller: true },
  },
  {
    name: 'Tapered Track Pants',
    brand: 'Yodha Sportswear',
    category: 'bottomwear',
    shape: 'jogger',
    material: 'Polyester Knit',
    hsnCode: '6103',
    price: 999,
    colours: ['navy', 'black'],
    tags: ['track pants', 'tapered'],
  },
  {
    name: 'Leg Day 2-in-1 Shorts',
    brand: 'Akhada Active',
    category: 'bottomwear',
    shape: 'shorts',
    material: 'Polyester with Compression Liner',
    hsnCode: '6203',
    price: 899,
    colours: ['black', 'teal', 'grey'],
    tags: ['shorts', '2-in-1', 'running'],
    flags: { isNewArrival: true },
  },
  {
    name: 'High-Waist Squat-Proof Leggings',
    brand: 'Kinetic India',
    category: 'bottomwear',
    shape: 'leggings',
    material: 'Nylon Spandex 4-Way Stretch',
    hsnCode: '6104',
    price: 1399,
    offer: { price: 949 },
    colours: ['black', 'wine', 'navy', 'olive'],
    tags: ['leggings', 'squat-proof', 'women'],
    flags: { isFeatured: true, isBestSeller: true },
  },
  {
    name: 'Marathon Split Shorts',
    brand: 'Kinetic India',
    category: 'bottomwear',
    shape: 'shorts',
    material: 'Ultralight Polyester',
    hsnCode: '6203',
    price: 749,
    colours: ['sky', 'black'],
    tags: ['running', 'split shorts'],
    stock: 'low',
  },
  {
    name: 'Kushti Power Shorts',
    brand: 'Akhada Active',
    category: 'bottomwear',
    shape: 'shorts',
    material: 'Cotton Spandex',
    hsnCode: '6103',
    price: 599,
    colours: ['saffron', 'maroon', 'black'],
    tags: ['powerlifting', 'shorts'],
  },
  {
    name: 'Flex Woven Training Pants',
    brand: 'ThreadFit',
    category: 'bottomwear',
    shape: 'jogger',
    material: 'Nylon Woven Stretch',
    hsnCode: '6203',
    price: 1499,
    colours: ['grey', 'black', 'navy'],
    tags: ['training pants', 'woven'],
    stock: 'out',
  },
  {
    name: 'Yoga Flow Flare Pants',
    brand: 'Prana Wear',
    category: 'bottomwear',
    shape: 'leggings',
    material: 'Modal Spandex',
    hsnCode: '6103',
    price: 1099,
    colours: ['black', 'teal'],
    tags: ['yoga', 'flare'],
    flags: { isNewArrival: true },
  },
  {
    name: 'Compression Tights',
    brand: 'Yodha Sportswear',
    category: 'bottomwear',
    shape: 'leggings',
    material: 'Polyamide Elastane',
    hsnCode: '6103',
    price: 1299,
    offer: { price: 899 },
    colours: ['black', 'navy'],
    tags: ['compression', 'tights', 'base layer'],
  },
  {
    name: 'Fleece Winter Joggers',
    brand: 'ThreadFit',
    category: 'bottomwear',
    shape: 'jogger',
    material: 'Brushed Cotton Fleece',
    hsnCode: '6103',
    price: 1399,
    colours: ['grey', 'maroon', 'black', 'olive'],
    tags: ['joggers', 'winter'],
    flags: { isBestSeller: true },
  },
  {
    name: 'Crossfit Box Shorts',
    brand: 'Yodha Sportswear',
    category: 'bottomwear',
    shape: 'shorts',
    material: 'Ripstop Polyester',
    hsnCode: '6203',
    price: 849,
    colours: ['olive', 'grey'],
    tags: ['crossfit', 'shorts'],
    upcoming: true,
  },
  {
    name: 'Everyday Gym Sweatpants',
    brand: 'Prana Wear',
    category: 'bottomwear',
    shape: 'jogger',
    material: 'French Terry Cotton',
    hsnCode: '6103',
    price: 1149,
    colours: ['grey', 'navy', 'white'],
    tags: ['sweatpants', 'everyday'],
  },
];

export const DEMO_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

export const DEMO_REVIEWERS = [
  { id: 'demo-reviewer-1', name: 'Rohit Sharma' },
  { id: 'demo-reviewer-2', name: 'Priya Nair' },
  { id: 'demo-reviewer-3', name: 'Arjun Mehta' },
];

export const DEMO_REVIEW_TEXTS = [
  { rating: 5, comment: 'Fits perfectly and stays dry through a full leg day. Great value.' },
  { rating: 4, comment: 'Good fabric and stitching, size runs slightly snug. Order one up.' },
  { rating: 5, comment: 'Washed it ten times, colour has not faded at all. Recommended.' },
];

const PATHS: Record<DemoProduct['shape'], string> = {
  tee: 'M70 40 L110 25 Q150 45 190 25 L230 40 L270 90 L235 115 L220 100 L220 270 L80 270 L80 100 L65 115 L30 90 Z',
  tank: 'M105 25 L130 25 Q150 60 170 25 L195 25 L200 90 Q220 110 215 130 L215 270 L85 270 L85 130 Q80 110 100 90 Z',
  hoodie: 'M100 40 Q150 0 200 40 L240 55 L280 200 L245 210 L225 120 L225 280 L75 280 L75 120 L55 210 L20 200 L60 55 Z',
  jogger: 'M95 20 L205 20 L215 140 L200 280 L160 280 L150 120 L140 280 L100 280 L85 140 Z',
  shorts: 'M85 40 L215 40 L235 200 L165 210 L150 120 L135 210 L65 200 Z',
  leggings: 'M100 20 L200 20 L205 140 L185 285 L160 285 L150 110 L140 285 L115 285 L95 140 Z',
};

/** A small flat SVG of a garment in one colour: one file per shape and colour, served at /demo/{file}. */
export function demoSvg(shape: DemoProduct['shape'], colour: DemoColour): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="340" viewBox="0 0 300 340"><rect width="300" height="340" fill="#f4f4f4"/><path d="${PATHS[shape]}" fill="${colour.code}" stroke="#222" stroke-width="2"/><text x="150" y="320" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333">${colour.name}</text></svg>\n`;
}

export const DEMO_SHAPES = Object.keys(PATHS) as DemoProduct['shape'][];
export const demoImageFile = (shape: DemoProduct['shape'], colourKey: DemoColourKey) => `${shape}-${colourKey}.svg`;
