/** The promotional offer (spec section 3, Offer). */
export interface Offer {
  _id: string;
  title: string;
  discount: string;
  description: string;
  validFrom?: string;
  validUntil?: string;
  badgeText?: string;
  showBadge?: boolean;
  ctaText?: string;
  ctaLink?: string;
  terms?: string;
  delay?: number;
  showOncePerSession?: boolean;
  isActive?: boolean;
}
