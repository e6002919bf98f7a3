import { Decider, NotFoundError, ValidationError } from '@store/platform/domain';
import { MARKETING_MESSAGES as M } from './messages';

export const BANNER_CATEGORIES = ['topwear', 'bottomwear'] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];
export const isBannerCategory = (value: unknown): value is BannerCategory =>
  BANNER_CATEGORIES.includes(value as BannerCategory);

/** Spec sections 4 and 9: topwear 0, bottomwear 1. */
export const BANNER_ORDER: Record<BannerCategory, number> = { topwear: 0, bottomwear: 1 };
export const capitalise = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** The spec's Collection banner (section 3), without its id. */
export interface BannerFields {
  category: BannerCategory;
  imageUrl: string;
  altText: string;
  title: string;
  isActive: boolean;
  order: number;
}

export interface BannerInput {
  imageUrl?: string;
  altText?: string;
  title?: string;
  isActive?: boolean;
  order?: number;
}

/** One stream per category: setting a banner replaces the category's one. */
export type BannerEvent =
  | {
      type: 'CollectionBannerSet';
      data: { bannerId: string; replacedBannerId: string | null; banner: BannerFields; setAt: string };
    }
  | { type: 'CollectionBannerUpdated'; data: { bannerId: string; banner: BannerFields; updatedAt: string } }
  | { type: 'CollectionBannerDeleted'; data: { bannerId: string; category: BannerCategory; deletedAt: string } };

export type BannerCommand =
  | { type: 'SetBanner'; bannerId: string; category: BannerCategory; input: BannerInput; now: string }
  | { type: 'UpdateBanner'; bannerId: string; input: BannerInput; now: string }
  | { type: 'DeleteBanner'; bannerId: string; now: string };

export interface BannerState {
  bannerId: string | null;
  banner: BannerFields | null;
}

const orDefault = (value: string | undefined, fallback: string) => value?.trim() || fallback;

function requireBanner(state: BannerState, bannerId: string): BannerFields {
  if (!state.banner || state.bannerId !== bannerId) throw new NotFoundError(M.bannerNotFound);
  return state.banner;
}

export const bannerDecider: Decider<BannerState, BannerCommand, BannerEvent> = {
  initialState: () => ({ bannerId: null, banner: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CollectionBannerSet':
        return { bannerId: event.data.bannerId, banner: event.data.banner };
      case 'CollectionBannerUpdated':
        return { ...state, banner: event.data.banner };
      case 'CollectionBannerDeleted':
        return { bannerId: null, banner: null };
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'SetBanner': {
        const { category, input } = command;
        const imageUrl = input.imageUrl?.trim();
        if (!imageUrl) throw new ValidationError(M.imageRequired, 'imageUrl');
        const name = capitalise(category);
        const banner: BannerFields = {
          category,
          imageUrl,
          altText: orDefault(input.altText, `${name} Collection`),
          title: orDefault(input.title, name),
          isActive: input.isActive ?? true,
          order: input.order ?? BANNER_ORDER[category],
        };
        return [
          {
            type: 'CollectionBannerSet',
            data: { bannerId: command.bannerId, replacedBannerId: state.bannerId, banner, setAt: command.now },
          },
        ];
      }
      case 'UpdateBanner': {
        const current = requireBanner(state, command.bannerId);
        const { input } = command;
        const imageUrl = input.imageUrl === undefined ? current.imageUrl : input.imageUrl.trim();
        if (!imageUrl) throw new ValidationError(M.imageRequired, 'imageUrl');
        const name = capitalise(current.category);
        const banner: BannerFields = {
          ...current,
          imageUrl,
          altText: input.altText === undefined ? current.altText : orDefault(input.altText, `${name} Collection`),
          title: input.title === undefined ? current.title : orDefault(input.title, name),
          isActive: input.isActive ?? current.isActive,
          order: input.order ?? current.order,
        };
        return [
          { type: 'CollectionBannerUpdated', data: { bannerId: command.bannerId, banner, updatedAt: command.now } },
        ];
      }
      case 'DeleteBanner': {
        const current = requireBanner(state, command.bannerId);
        return [
          {
            type: 'CollectionBannerDeleted',
            data: { bannerId: command.bannerId, category: current.category, deletedAt: command.now },
          },
        ];
      }
    }
  },
};
