import { HERO_IMAGE_DEFAULTS } from '@store/contracts';
import { Decider, ConflictError, NotFoundError, ValidationError } from '@store/platform/domain';
import { MARKETING_MESSAGES as M } from './messages';

/** The spec's Hero image (section 3), without its id. */
export interface HeroImageFields {
  title: string;
  description: string;
  image: { url: string; altText: string };
  link: string;
  buttonText: string;
  isActive: boolean;
  order: number;
}

export interface HeroImageInput {
  title?: string;
  description?: string;
  image?: { url?: string; altText?: string };
  link?: string;
  buttonText?: string;
  isActive?: boolean;
}

export interface HeroImageOrder {
  id: string;
  order: number;
}

export const HERO_BUTTON_TEXT = HERO_IMAGE_DEFAULTS.buttonText;

/**
 * One stream holds the whole hero image collection, so a reorder is checked against every image
 * and recorded as one event: all of it applies or none.
 */
export type HeroImageEvent =
  | { type: 'HeroImageAdded'; data: { heroImageId: string; heroImage: HeroImageFields; addedAt: string } }
  | { type: 'HeroImageUpdated'; data: { heroImageId: string; heroImage: HeroImageFields; updatedAt: string } }
  | { type: 'HeroImageRemoved'; data: { heroImageId: string; removedAt: string } }
  | { type: 'HeroImagesReordered'; data: { imageOrders: HeroImageOrder[]; reorderedAt: string } };

export type HeroImageCommand =
  | { type: 'AddHeroImage'; heroImageId: string; input: HeroImageInput; now: string }
  | { type: 'UpdateHeroImage'; heroImageId: string; input: HeroImageInput; now: string }
  | { type: 'RemoveHeroImage'; heroImageId: string; now: string }
  | { type: 'ReorderHeroImages'; imageOrders: HeroImageOrder[]; now: string };

export interface HeroImagesState {
  images: Record<string, HeroImageFields>;
}

const text = (value: string | undefined, fallback: string) => (value === undefined ? fallback : value.trim());

function requireImage(state: HeroImagesState, id: string): HeroImageFields {
  const image = state.images[id];
  if (!image) throw new NotFoundError(M.heroImageNotFound);
  return image;
}

function decideReorder(state: HeroImagesState, imageOrders: HeroImageOrder[], now: string): HeroImageEvent[] {
  if (imageOrders.length === 0) throw new ValidationError(M.reorderEmpty, 'imageOrders');
  const seen = new Set<string>();
  for (const { id, order } of imageOrders) {
    if (!Number.isInteger(order) || order < 0) throw new ValidationError(M.reorderOrderInvalid, 'imageOrders');
    if (!state.images[id]) throw new NotFoundError(M.reorderUnknownId(id), 'imageOrders');
    if (seen.has(id)) throw new ValidationError(M.reorderDuplicateId(id), 'imageOrders');
    seen.add(id);
  }
  // The orders after the change, images not listed keeping theirs: no two may share one.
  const after = new Map(Object.entries(state.images).map(([id, image]) => [id, image.order]));
  for (const { id, order } of imageOrders) after.set(id, order);
  const used = new Set<number>();
  for (const order of after.values()) {
    if (used.has(order)) throw new ValidationError(M.reorderDuplicateOrder(order), 'imageOrders');
    used.add(order);
  }
  const changed = imageOrders.filter(({ id, order }) => state.images[id].order !== order);
  return changed.length ? [{ type: 'HeroImagesReordered', data: { imageOrders: changed, reorderedAt: now } }] : [];
}

export const heroImagesDecider: Decider<HeroImagesState, HeroImageCommand, HeroImageEvent> = {
  initialState: () => ({ images: {} }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'HeroImageAdded':
      case 'HeroImageUpdated':
        return { images: { ...state.images, [event.data.heroImageId]: event.data.heroImage } };
      case 'HeroImageRemoved': {
        const { [event.data.heroImageId]: _removed, ...images } = state.images;
        return { images };
      }
      case 'HeroImagesReordered': {
        const images = { ...state.images };
        for (const { id, order } of event.data.imageOrders) if (images[id]) images[id] = { ...images[id], order };
        return { images };
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddHeroImage': {
        if (state.images[command.heroImageId]) throw new ConflictError('Hero image already exists');
        const { input } = command;
        const url = input.image?.url?.trim();
        if (!url) throw new ValidationError(M.imageRequired, 'image.url');
        const existing = Object.values(state.images);
        const title = text(input.title, '') || HERO_IMAGE_DEFAULTS.title(existing.length + 1);
        const heroImage: HeroImageFields = {
          title,
          description: text(input.description, ''),
          image: { url, altText: text(input.image?.altText, '') || title },
          link: text(input.link, ''),
          buttonText: text(input.buttonText, '') || HERO_BUTTON_TEXT,
          isActive: input.isActive ?? true,
          order: existing.length ? Math.max(...existing.map((image) => image.order)) + 1 : 0,
        };
        return [
          { type: 'HeroImageAdded', data: { heroImageId: command.heroImageId, heroImage, addedAt: command.now } },
        ];
      }
      case 'UpdateHeroImage': {
        const current = requireImage(state, command.heroImageId);
        const { input } = command;
        const url = input.image?.url === undefined ? current.image.url : input.image.url.trim();
        if (!url) throw new ValidationError(M.imageRequired, 'image.url');
        // A title cleared by the admin goes back to the placeholder, which the slide does not show.
        const position = Object.values(state.images).filter((image) => image.order < current.order).length + 1;
        const heroImage: HeroImageFields = {
          title: text(input.title, current.title) || HERO_IMAGE_DEFAULTS.title(position),
          description: text(input.description, current.description),
          image: { url, altText: text(input.image?.altText, current.image.altText) },
          link: text(input.link, current.link),
          buttonText: text(input.buttonText, current.buttonText) || HERO_BUTTON_TEXT,
          isActive: input.isActive ?? current.isActive,
          order: current.order,
        };
        return [
          { type: 'HeroImageUpdated', data: { heroImageId: command.heroImageId, heroImage, updatedAt: command.now } },
        ];
      }
      case 'RemoveHeroImage': {
        requireImage(state, command.heroImageId);
        return [{ type: 'HeroImageRemoved', data: { heroImageId: command.heroImageId, removedAt: command.now } }];
      }
      case 'ReorderHeroImages':
        return decideReorder(state, command.imageOrders, command.now);
    }
  },
};
