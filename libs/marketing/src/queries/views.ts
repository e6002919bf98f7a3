import type { CollectionBanner, HeroImage, Offer } from '@store/contracts';
import type { Selectable } from 'kysely';
import type { BannerCategory } from '../domain/collection-banner';
import type { CollectionBannerTable, HeroImageTable, OfferTable } from '../projections/marketing.tables';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The spec's Offer (section 3). */
export type OfferView = Offer;

export const toOfferView = (row: Selectable<OfferTable>): OfferView => ({
  _id: row.id,
  title: row.title,
  discount: row.discount,
  description: row.description,
  validFrom: row.valid_from,
  validUntil: row.valid_until,
  badgeText: row.badge_text,
  showBadge: row.show_badge,
  ctaText: row.cta_text,
  ctaLink: row.cta_link,
  terms: row.terms,
  delay: row.delay,
  showOncePerSession: row.show_once_per_session,
  isActive: row.is_active,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The spec's Hero image (section 3). */
export type HeroImageView = HeroImage;

export const toHeroImageView = (row: Selectable<HeroImageTable>): HeroImageView => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  image: { url: row.image_url, altText: row.image_alt_text },
  link: row.link,
  buttonText: row.button_text,
  isActive: row.is_active,
  order: row.order,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The spec's Collection banner (section 3). */
export type BannerView = CollectionBanner;

export const toBannerView = (row: Selectable<CollectionBannerTable>): BannerView => ({
  _id: row.id,
  category: row.category as BannerCategory,
  imageUrl: row.image_url,
  altText: row.alt_text,
  title: row.title,
  isActive: row.is_active,
  order: row.order,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});
