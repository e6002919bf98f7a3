import { Injectable } from '@nestjs/common';
import type { CatalogueImportResult, Product } from '@store/contracts';
import { CATEGORIES, SIZES } from '@store/contracts';
import { CommandContext, DomainError } from '@store/platform';
import type { Position } from '@store/eventstore';
import { ProductsQuery } from '../queries/products.query';
import { CatalogueCommands } from './catalogue-store.service';
import { CATALOGUE_CSV_COLUMNS, ORIGINAL_COLOUR_NAME, REQUIRED_CSV_COLUMNS, csvLine, parseCsv, type CatalogueCsvRow } from './catalogue-csv';
import { parseProductBody } from './product-input';

/** Largest CSV accepted: 5,000 products × a few colours × 7 sizes fits well within it. */
export const MAX_IMPORT_ROWS = 100_000;
const stripFormulaGuard = (value: string) => (/^'[=+\-@]/.test(value) ? value.slice(1) : value);

type Group = { key: string; rows: Array<{ line: number; row: CatalogueCsvRow }> };
type ProductBody = Record<string, any>;

/**
 * Catalogue CSV export and import. An import is grouped by product (productId, or the name of a
 * new product); each group becomes one ordinary create or update command (the importing admin is
 * its actor, so it shows in the histories). A dry run checks every row and every product's form
 * without writing anything; an apply writes only when the dry run would find no problem.
 */
@Injectable()
export class CatalogueImport {
  constructor(
    private readonly products: ProductsQuery,
    private readonly commands: CatalogueCommands,
  ) {}

  private async allProducts(): Promise<Product[]> {
    const all: Product[] = [];
    for (let page = 1; ; page++) {
      const result = await this.products.list({ page, limit: 100 } as never);
      all.push(...(result.products as Product[]));
      if (page >= result.totalPages) return all;
    }
  }

  async exportCsv(): Promise<string> {
    const lines = [CATALOGUE_CSV_COLUMNS.join(',')];
    for (const product of await this.allProducts()) {
      const common = [product._id, product.name, product.description, product.category, product.brand, product.material, product.price, product.hasOfferPricing ? (product.offerPrice ?? '') : '', product.originalPrice ?? ''];
      const images = (list: { url: string }[]) => list.map((image) => image.url).join('|');
      for (const size of product.sizes) lines.push(csvLine([...common, ORIGINAL_COLOUR_NAME, '', images(product.baseImages), size, product.stock[size] ?? 0]));
      for (const variant of product.colorVariants) {
        for (const size of product.sizes) lines.push(csvLine([...common, variant.colorName, variant.colorCode, images(variant.images), size, variant.stock[size] ?? 0]));
      }
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  async importCsv(csv: string, dryRun: boolean, context: CommandContext, firstRow = 2): Promise<CatalogueImportResult & { position?: Position | null }> {
    const errors: CatalogueImportResult['errors'] = [];
    const table = parseCsv(csv);
    if (table.length === 0) throw new DomainError('The CSV file is empty', 400, 'csv');
    const header = table[0].map((name) => name.trim());
    const missing = REQUIRED_CSV_COLUMNS.filter((column) => !header.includes(column));
    if (missing.length) throw new DomainError(`The CSV file misses the columns: ${missing.join(', ')}`, 400, 'csv');
    if (table.length - 1 > MAX_IMPORT_ROWS) throw new DomainError(`A CSV file may hold at most ${MAX_IMPORT_ROWS} rows`, 400, 'csv');

    const groups = new Map<string, Group>();
    table.slice(1).forEach((cells, index) => {
      const line = index + firstRow;
      const row = Object.fromEntries(CATALOGUE_CSV_COLUMNS.map((column) => [column, stripFormulaGuard((cells[header.indexOf(column)] ?? '').trim())])) as CatalogueCsvRow;
      const problems: string[] = [];
      if (!row.productId && !row.name) problems.push('productId or name is required');
      if (!(SIZES as readonly string[]).includes(row.size.toUpperCase())) problems.push(`size must be one of ${SIZES.join(', ')}`);
      if (!/^\d+$/.test(row.stock)) problems.push('stock must be a whole number of at least 0');
      if (row.price !== '' && !(Number.isFinite(Number(row.price)) && Number(row.price) >= 0)) problems.push('price must be a number of at least 0');
      if (row.offerPrice !== '' && !(Number.isFinite(Number(row.offerPrice)) && Number(row.offerPrice) >= 0)) problems.push('offerPrice must be a number of at least 0');
      if (row.category !== '' && !(CATEGORIES as readonly string[]).includes(row.category.toLowerCase())) problems.push('category must be topwear or bottomwear');
      if (row.colorCode !== '' && !/^#[0-9a-f]{3,8}$/i.test(row.colorCode)) problems.push('colorCode must be a hex colour like #1a2b3c');
      problems.forEach((message) => errors.push({ row: line, message }));
      const key = row.productId || `new:${row.name.toLowerCase()}`;
      const group = groups.get(key) ?? { key, rows: [] };
      group.rows.push({ line, row });
      groups.set(key, group);
    });

    const bodies: Array<{ productId: string | null; body: ProductBody; firstLine: number }> = [];
    const faulty = new Set(errors.map((error) => error.row));
    for (const group of groups.values()) {
      const firstLine = group.rows[0].line;
      // A group with a faulty row is already reported row by row; its form is checked once those are fixed.
      if (group.rows.some(({ line }) => faulty.has(line))) continue;
      const productId = group.rows[0].row.productId || null;
      const existing = productId ? await this.products.byId(productId) : null;
      if (productId && !existing) {
        errors.push({ row: firstLine, message: `Product not found: ${productId}` });
        continue;
      }
      try {
        const body = this.bodyFor(existing as Product | null, group);
        parseProductBody(body);
        const problem = formProblem(body);
        if (problem) errors.push({ row: firstLine, message: problem });
        bodies.push({ productId, body, firstLine });
      } catch (error) {
        errors.push({ row: firstLine, message: error instanceof Error ? error.message : String(error) });
      }
    }

    const result = { rows: table.length - 1, products: groups.size, created: 0, updated: 0 };
    if (dryRun || errors.length) {
      errors.sort((a, b) => a.row - b.row);
      return { success: errors.length === 0, dryRun, ...result, errors, message: errors.length ? `${errors.length} problem(s) found; nothing was written` : `${groups.size} product(s) ready to import` };
    }
    let position: Position | null = null;
    for (const { productId, body, firstLine } of bodies) {
      try {
        if (productId) {
          position = (await this.commands.updateProduct(productId, { ...body, stockReason: 'CSV import' }, context)) ?? position;
          result.updated++;
        } else {
          position = (await this.commands.createProduct({ ...body, stockReason: 'CSV import' }, context)).position ?? position;
          result.created++;
        }
      } catch (error) {
        errors.push({ row: firstLine, message: error instanceof Error ? error.message : String(error) });
      }
    }
    return { success: errors.length === 0, dryRun: false, ...result, errors, message: `${result.created} created, ${result.updated} updated`, position };
  }

  /** The product form a group of rows describes: the existing product with the rows' values laid over it. */
  private bodyFor(existing: Product | null, group: Group): ProductBody {
    const first = group.rows[0].row;
    const pick = (value: string, fallback: unknown) => (value === '' ? fallback : value);
    const sizes = new Set<string>(existing?.sizes ?? []);
    for (const { row } of group.rows) sizes.add(row.size.toUpperCase());
    const stock: Record<string, number> = { ...(existing?.stock ?? {}) };
    const variants = (existing?.colorVariants ?? []).map((variant) => ({ ...variant, stock: { ...variant.stock }, images: [...variant.images] }));
    for (const { row } of group.rows) {
      const size = row.size.toUpperCase();
      const quantity = Number(row.stock);
      const images = row.images ? row.images.split('|').map((url) => ({ url: url.trim(), altText: '' })).filter((image) => image.url) : null;
      if (!row.colorName || row.colorName.toLowerCase() === ORIGINAL_COLOUR_NAME.toLowerCase()) {
        stock[size] = quantity;
        continue;
      }
      let variant = variants.find((item) => item.colorName.toLowerCase() === row.colorName.toLowerCase());
      if (!variant) {
        variant = { _id: '', colorName: row.colorName, name: row.colorName, colorCode: row.colorCode || '#000000', code: row.colorCode || '#000000', images: images ?? [], stock: {}, isDefault: variants.length === 0, isActive: true };
        variants.push(variant);
      }
      if (row.colorCode) variant.colorCode = row.colorCode;
      if (images && variant.images.length === 0) variant.images = images;
      variant.stock[size] = quantity;
    }
    const baseImages = existing?.baseImages ?? (first.images && (!first.colorName || first.colorName === ORIGINAL_COLOUR_NAME) ? first.images.split('|').map((url) => ({ url, altText: '' })) : []);
    const offerPrice = pick(first.offerPrice, existing?.hasOfferPricing ? existing.offerPrice : null);
    return {
      name: pick(first.name, existing?.name ?? ''),
      description: pick(first.description, existing?.description ?? ''),
      category: pick(first.category, existing?.category ?? ''),
      brand: pick(first.brand, existing?.brand ?? ''),
      material: pick(first.material, existing?.material ?? ''),
      price: pick(first.price, existing?.price),
      hasOfferPricing: offerPrice !== null && offerPrice !== '',
      offerPrice: offerPrice === '' ? null : offerPrice,
      // Empty (or no column): the product keeps its original price (an omitted field keeps it).
      ...(first.originalPrice ? { originalPrice: first.originalPrice } : {}),
      sizes: SIZES.filter((size) => sizes.has(size)),
      tags: existing?.tags ?? [],
      specifications: existing?.specifications ?? {},
      isFeatured: existing?.isFeatured ?? false,
      isNewArrival: existing?.isNewArrival ?? false,
      isBestSeller: existing?.isBestSeller ?? false,
      baseImages,
      stock,
      colorVariants: variants.map(({ _id, colorName, colorCode, images, stock: variantStock, isDefault, isActive }) => ({ ...(_id ? { _id } : {}), colorName, colorCode, images, stock: variantStock, isDefault, isActive })),
    };
  }
}

/** The admin form's rules (spec section 5) that the dry run can check without the domain. */
function formProblem(body: ProductBody): string | null {
  if (!String(body.name ?? '').trim()) return 'Product name is required';
  if (!String(body.description ?? '').trim()) return 'Description is required';
  if (!(CATEGORIES as readonly string[]).includes(String(body.category).toLowerCase())) return 'Category must be topwear or bottomwear';
  if (!String(body.brand ?? '').trim()) return 'Brand is required';
  if (!String(body.material ?? '').trim()) return 'Material is required';
  if (body.price === undefined || body.price === null || body.price === '') return 'Price must be a number of at least 0';
  for (const variant of body.colorVariants as Array<{ colorName: string; images: unknown[] }>) {
    if (variant.images.length === 0) return `At least one image is required for each colour (${variant.colorName})`;
  }
  return null;
}
