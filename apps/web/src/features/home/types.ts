/** Hero image and collection banner (spec section 3). */
export interface HeroImage {
  _id: string;
  title?: string;
  description?: string;
  image: { url: string; altText?: string };
  link?: string;
  buttonText?: string;
  isActive?: boolean;
  order?: number;
}

export interface CollectionBanner {
  _id: string;
  category: string;
  imageUrl: string;
  altText?: string;
  title?: string;
  isActive?: boolean;
  order?: number;
}
