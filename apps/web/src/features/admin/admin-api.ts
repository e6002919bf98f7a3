import type {
  BannerResponse,
  BannersResponse,
  CollectionBanner,
  HeroImage,
  HeroImageResponse,
  HeroImagesResponse,
  NotifyCountResponse,
  Offer,
  OfferResponse,
  OffersResponse,
  Product,
  ProductResponse,
  ProductsPageResponse,
  StockHistoryResponse,
  StockLevelsResponse,
  ProductHistoryResponse,
  UploadResponse,
  CatalogueImportPartResponse,
  CatalogueImportResult,
  CatalogueImportsResponse,
  CatalogueImportStarted,
  UserResponse,
} from '@store/contracts';
import type {
  HeroImageRequest,
  OfferRequest,
  ProductRequest,
  SetBannerRequest,
  StockAdjustmentRequest,
} from '@store/contracts/requests';
import { api } from '../../shared/api/api';
import { ADMIN_PRODUCTS_PAGE_SIZE } from './constants';

export interface AdminProductsQuery {
  page: number;
  search?: string;
  category?: string;
}

const id = (value: string) => encodeURIComponent(value);

/** The admin screens' calls (spec section 7), injected into the one API; all in the admin chunk. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<ProductsPageResponse, AdminProductsQuery>({
      query: ({ page, search, category }) => ({
        url: '/products',
        params: {
          page,
          limit: ADMIN_PRODUCTS_PAGE_SIZE,
          search: search?.trim() || undefined,
          category: category || undefined,
        },
      }),
      providesTags: ['Product'],
    }),
    adminProduct: build.query<Product, string>({
      query: (productId) => `/products/${id(productId)}`,
      transformResponse: (response: ProductResponse) => response.product,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    notifyCount: build.query<number, string>({
      query: (productId) => `/products/${id(productId)}/notify/count`,
      transformResponse: (response: NotifyCountResponse) => response.count,
    }),
    createProduct: build.mutation<ProductResponse, ProductRequest>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: ['Product'],
    }),
    updateProduct: build.mutation<ProductResponse, { productId: string; body: ProductRequest }>({
      query: ({ productId, body }) => ({ url: `/products/${id(productId)}`, method: 'PUT', body }),
      invalidatesTags: ['Product'],
    }),
    deleteProduct: build.mutation<{ message?: string }, string>({
      query: (productId) => ({ url: `/products/${id(productId)}`, method: 'DELETE' }),
      invalidatesTags: ['Product'],
    }),
    setUpcoming: build.mutation<ProductResponse, { productId: string; isUpcoming: boolean }>({
      query: ({ productId, isUpcoming }) => ({
        url: `/products/${id(productId)}/upcoming`,
        method: 'PUT',
        body: { isUpcoming },
      }),
      invalidatesTags: ['Product'],
    }),
    stockLevels: build.query<StockLevelsResponse, string>({
      query: (productId) => `/products/${id(productId)}/stock-levels`,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    stockHistory: build.query<
      StockHistoryResponse,
      { productId: string; page: number; size?: string; colour?: string }
    >({
      query: ({ productId, page, size, colour }) => ({
        url: `/products/${id(productId)}/stock-timeline`,
        params: { page, limit: 50, size: size || undefined, colour: colour || undefined },
      }),
      providesTags: (_result, _error, { productId }) => [{ type: 'Product', id: productId }],
    }),
    productHistory: build.query<ProductHistoryResponse, string>({
      query: (productId) => `/products/${id(productId)}/history`,
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
    adjustStock: build.mutation<ProductResponse, { productId: string; body: StockAdjustmentRequest }>({
      query: ({ productId, body }) => ({ url: `/products/${id(productId)}/stock-adjustments`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { productId }) => ['Product', { type: 'Product', id: productId }],
    }),
    /** A CSV import: started, sent in parts, checked (dry run), then committed whole (see CatalogueCsvPage). */
    startCatalogueImport: build.mutation<CatalogueImportStarted, void>({
      query: () => ({ url: '/admin/catalogue/imports', method: 'POST' }),
    }),
    sendCatalogueImportPart: build.mutation<
      CatalogueImportPartResponse,
      { importId: string; csv: string; firstRow: number }
    >({
      query: ({ importId, csv, firstRow }) => ({
        url: `/admin/catalogue/imports/${id(importId)}/parts`,
        method: 'POST',
        body: { csv, firstRow },
      }),
    }),
    checkCatalogueImport: build.mutation<CatalogueImportResult, string>({
      query: (importId) => ({ url: `/admin/catalogue/imports/${id(importId)}/check`, method: 'POST' }),
    }),
    commitCatalogueImport: build.mutation<CatalogueImportResult, string>({
      query: (importId) => ({ url: `/admin/catalogue/imports/${id(importId)}/commit`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Product', 'CatalogueImports'] : []),
    }),
    catalogueImports: build.query<CatalogueImportsResponse, void>({
      query: () => '/admin/catalogue/imports',
      providesTags: ['CatalogueImports'],
    }),
    exportCatalogue: build.query<string, void>({
      query: () => ({ url: '/admin/catalogue/export', responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    /** An admin's name for the audit timelines (identity keeps names; the events keep only ids). */
    userName: build.query<string, string>({
      query: (userId) => `/users/${id(userId)}`,
      transformResponse: (response: UserResponse) => response.user.name,
    }),
    uploadImage: build.mutation<UploadResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/uploads', method: 'POST', body: form };
      },
    }),

    adminOffers: build.query<Offer[], void>({
      query: () => '/offers',
      transformResponse: (response: OffersResponse) => response.offers,
      providesTags: ['Offer'],
    }),
    createOffer: build.mutation<OfferResponse, OfferRequest>({
      query: (body) => ({ url: '/offers', method: 'POST', body }),
      invalidatesTags: ['Offer'],
    }),
    updateOffer: build.mutation<OfferResponse, { offerId: string; body: OfferRequest }>({
      query: ({ offerId, body }) => ({ url: `/offers/${id(offerId)}`, method: 'PUT', body }),
      invalidatesTags: ['Offer'],
    }),

    adminHeroImages: build.query<HeroImage[], void>({
      query: () => '/hero-images',
      transformResponse: (response: HeroImagesResponse) => response.heroImages,
      providesTags: ['HeroImages'],
    }),
    addHeroImage: build.mutation<HeroImageResponse, HeroImageRequest>({
      query: (body) => ({ url: '/hero-images', method: 'POST', body }),
      invalidatesTags: ['HeroImages'],
    }),
    updateHeroImage: build.mutation<HeroImageResponse, { imageId: string; body: Partial<HeroImageRequest> }>({
      query: ({ imageId, body }) => ({ url: `/hero-images/${id(imageId)}`, method: 'PUT', body }),
      invalidatesTags: ['HeroImages'],
    }),
    deleteHeroImage: build.mutation<HeroImageResponse, string>({
      query: (imageId) => ({ url: `/hero-images/${id(imageId)}`, method: 'DELETE' }),
      invalidatesTags: ['HeroImages'],
    }),
    reorderHeroImages: build.mutation<HeroImagesResponse, { id: string; order: number }[]>({
      query: (imageOrders) => ({ url: '/hero-images/reorder', method: 'PUT', body: { imageOrders } }),
    }),

    adminBanners: build.query<CollectionBanner[], void>({
      query: () => '/collection-banners',
      transformResponse: (response: BannersResponse) => response.banners,
      providesTags: ['Banners'],
    }),
    setBanner: build.mutation<BannerResponse, SetBannerRequest>({
      query: (body) => ({ url: '/collection-banners', method: 'POST', body }),
      invalidatesTags: ['Banners'],
    }),
    deleteBanner: build.mutation<BannerResponse, string>({
      query: (bannerId) => ({ url: `/collection-banners/${id(bannerId)}`, method: 'DELETE' }),
      invalidatesTags: ['Banners'],
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useNotifyCountQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useSetUpcomingMutation,
  useStockLevelsQuery,
  useStockHistoryQuery,
  useProductHistoryQuery,
  useAdjustStockMutation,
  useStartCatalogueImportMutation,
  useSendCatalogueImportPartMutation,
  useCheckCatalogueImportMutation,
  useCommitCatalogueImportMutation,
  useCatalogueImportsQuery,
  useLazyExportCatalogueQuery,
  useUserNameQuery,
  useUploadImageMutation,
  useAdminOffersQuery,
  useCreateOfferMutation,
  useUpdateOfferMutation,
  useAdminHeroImagesQuery,
  useAddHeroImageMutation,
  useUpdateHeroImageMutation,
  useDeleteHeroImageMutation,
  useReorderHeroImagesMutation,
  useAdminBannersQuery,
  useSetBannerMutation,
  useDeleteBannerMutation,
} = adminApi;
