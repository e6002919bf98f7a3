import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, string, string>;

/** GET /offers, /offers/{id}, /offers/current. */
export interface OfferTable {
  id: string;
  title: string;
  discount: string;
  description: string;
  valid_from: string;
  valid_until: string;
  badge_text: string;
  show_badge: boolean;
  cta_text: string;
  cta_link: string;
  terms: string;
  delay: number;
  show_once_per_session: boolean;
  is_active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** GET /hero-images and /hero-images/active. */
export interface HeroImageTable {
  id: string;
  title: string;
  description: string;
  image_url: string;
  image_alt_text: string;
  link: string;
  button_text: string;
  is_active: boolean;
  order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** GET /collection-banners and /collection-banners/{category}: one row per category. */
export interface CollectionBannerTable {
  category: string;
  id: string;
  image_url: string;
  alt_text: string;
  title: string;
  is_active: boolean;
  order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MarketingReadTables {
  marketing_offer: OfferTable;
  marketing_hero_image: HeroImageTable;
  marketing_collection_banner: CollectionBannerTable;
}
