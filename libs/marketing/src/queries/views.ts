import type { Selectable } from 'kysely';
import type { BannerCategory } from '../domain/collection-banner';
import type { OfferFields } from '../domain/offer';
import type { CollectionBannerTable, HeroImageTable, OfferTable } from '../projections/marketing.tables';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

/** The spec's Offer (section 3). */
export interface OfferView extends OfferFields {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

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
export interface HeroImageView {
  _id: string;
  title: string;
  description: string;
  image: { url: string; altText: string };
  link: string;
  buttonText: string;
  isActive: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

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
export interface BannerView {
  _id: string;
  category: BannerCategory;
  imageUrl: string;
  altText: string;
  title: string;
  isActive: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

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
