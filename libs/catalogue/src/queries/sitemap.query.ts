import { Inject, Injectable, OnModuleDestroy, Optional } from '@nestjs/common';
import { acquireReadVersionDatabase, AppConfig, CONFIG, DATABASE, VersionedCache } from '@store/platform';
import { checkpointWatchOf, type ProjectionTables } from '@store/projections';
import { Kysely } from 'kysely';
import type { CatalogueReadTables } from '../projections/catalogue.tables';
import { productDataVersion } from './product-data-version';
import { sitemapUrls, type ProductPage } from './sitemap-urls';
import { SITEMAP_URL_LIMIT, sitemapFiles, type SitemapFiles } from './sitemap-xml';

/** How many URLs one sitemap file lists (SITEMAP_URL_LIMIT unless a test provides a lower one). */
export const SITEMAP_URLS_PER_FILE = 'SITEMAP_URLS_PER_FILE';

/**
 * /sitemap.xml (and /sitemap-N.xml past the file limit): the storefront's public pages, each
 * category's listing and every product in product_listing (upcoming ones too; a deleted product's
 * rows are gone). A product's lastmod is the latest event time its listing, details or reviews
 * were written with, so a rebuild gives the same dates. Kept until a product's data changes
 * (productDataVersion: stock moves leave it), then built again on the next request.
 */
@Injectable()
export class SitemapQuery implements OnModuleDestroy {
  private readonly files: VersionedCache<SitemapFiles>;
  private readonly versionDatabase: ReturnType<typeof acquireReadVersionDatabase>;
  private readonly db: Kysely<CatalogueReadTables>;
  private readonly publicUrl: string;

  constructor(
    @Inject(DATABASE) db: Kysely<CatalogueReadTables & ProjectionTables>,
    @Inject(CONFIG) config: Pick<AppConfig, 'DATABASE_URL' | 'PUBLIC_URL'>,
    @Optional() @Inject(SITEMAP_URLS_PER_FILE) private readonly urlsPerFile: number = SITEMAP_URL_LIMIT,
  ) {
    this.db = db;
    this.publicUrl = config.PUBLIC_URL;
    this.versionDatabase = acquireReadVersionDatabase(config.DATABASE_URL);
    this.files = new VersionedCache(productDataVersion(this.versionDatabase.db, checkpointWatchOf(db)), 1);
  }

  onModuleDestroy() {
    return this.versionDatabase.release();
  }

  /** /sitemap.xml (no page) or /sitemap-{page}.xml; null for a file the sitemap does not have. */
  async file(page?: number): Promise<Buffer | null> {
    const files = await this.files.get('sitemap', () => this.build());
    if (page === undefined) return files.root;
    return files.pages[page - 1] ?? null;
  }

  private async build(): Promise<SitemapFiles> {
    return sitemapFiles(this.publicUrl, sitemapUrls(await this.productPages()), this.urlsPerFile);
  }

  /** Every product with a page, oldest first (a new product joins the last file; the others keep theirs). */
  private productPages(): Promise<ProductPage[]> {
    const lastReview = this.db
      .selectFrom('product_review')
      .select((eb) => ['product_id', eb.fn.max('updated_at').as('updated_at')])
      .groupBy('product_id')
      .as('r');
    return this.db
      .selectFrom('product_listing as l')
      .leftJoin('product_detail as d', 'd.id', 'l.id')
      .leftJoin(lastReview, 'r.product_id', 'l.id')
      .select((eb) => [
        'l.id',
        'l.category',
        // greatest() passes over nulls: a product without reviews has no r.updated_at.
        eb.fn<Date>('greatest', ['l.updated_at', 'd.updated_at', 'r.updated_at']).as('changedAt'),
      ])
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
  }
}
