import { useEffect, useState } from 'react';
import { VALIDATION_MESSAGES, type CollectionBanner } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextField } from '../../../shared/ui/TextField';
import { useAdminBannersQuery, useDeleteBannerMutation, useSetBannerMutation } from '../admin-api';
import { ADMIN_CATEGORIES, ADMIN_TEXT, BANNER_ORDER } from '../constants';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ImageDrop } from '../ui/ImageDrop';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { useImageUpload } from '../ui/use-upload';

const T = ADMIN_TEXT.banners;
type BannerCategory = keyof typeof BANNER_ORDER;
const capitalised = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function BannerCard({
  category,
  banner,
  onDelete,
}: {
  category: BannerCategory;
  banner: CollectionBanner | undefined;
  onDelete: (banner: CollectionBanner) => void;
}) {
  return (
    <article className="overflow-hidden rounded-lg bg-white shadow-sm" aria-labelledby={`banner-${category}`}>
      <h2 id={`banner-${category}`} className="border-b border-neutral-200 px-4 py-3 font-bold">
        {capitalised(category)}
      </h2>
      {banner ? (
        <div>
          <img
            src={banner.imageUrl}
            alt={banner.altText}
            width={800}
            height={400}
            className="aspect-[2/1] w-full bg-neutral-200 object-cover"
          />
          <div className="flex items-center justify-between gap-2 p-3">
            <p className="truncate text-sm font-semibold">{banner.title}</p>
            <button
              type="button"
              className={`${adminButton.small} text-red-700`}
              onClick={() => onDelete(banner)}
              aria-label={`Delete ${capitalised(category)} banner`}
            >
              Delete
            </button>
          </div>
        </div>
      ) : (
        <p className="p-6 text-center text-sm text-neutral-700">{T.none}</p>
      )}
    </article>
  );
}

function BannerForm() {
  const [category, setCategory] = useState<BannerCategory>('topwear');
  const [imageUrl, setImageUrl] = useState('');
  const [title, setTitle] = useState('');
  const [altText, setAltText] = useState('');
  const { uploadAll, busy } = useImageUpload();
  const [save, { isLoading }] = useSetBannerMutation();
  const name = capitalised(category);

  const upload = async (files: File[]) => {
    const [done] = await uploadAll(files.slice(0, 1));
    if (done) {
      setImageUrl(done.url);
      toast.success(ADMIN_TEXT.upload.uploaded);
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!imageUrl) {
      toast.error(VALIDATION_MESSAGES.bannerImageRequired);
      return;
    }
    const result = await save({
      category,
      imageUrl,
      title: title.trim() || name,
      altText: altText.trim() || `${name} Collection`,
      isActive: true,
      order: BANNER_ORDER[category],
    });
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.updateFailed));
    else {
      toast.success(T.updated(name));
      setImageUrl('');
      setTitle('');
      setAltText('');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Update banner"
      className="space-y-4 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-lg font-bold">Update a banner</h2>
      <SelectField
        label="Category"
        options={ADMIN_CATEGORIES}
        value={category}
        onChange={(event) => setCategory(event.target.value as BannerCategory)}
      />
      <div>
        <p className="mb-1 text-sm font-semibold">Banner image</p>
        <ImageDrop label="Upload banner image" busy={busy} onFiles={(files) => void upload(files)} />
        <p className="mt-1 text-xs text-neutral-700">{T.recommended}</p>
        {imageUrl && (
          <img
            src={imageUrl}
            alt="Banner preview"
            width={800}
            height={400}
            className="mt-3 aspect-[2/1] w-full max-w-md rounded border border-neutral-200 object-cover"
          />
        )}
      </div>
      <TextField
        label="Title (optional)"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={name}
      />
      <TextField
        label="Alt text (optional)"
        value={altText}
        onChange={(event) => setAltText(event.target.value)}
        placeholder={`${name} Collection`}
      />
      <button type="submit" className={adminButton.primary} disabled={!imageUrl || busy || isLoading}>
        {isLoading ? 'Saving...' : `Update ${name} Banner`}
      </button>
    </form>
  );
}

/** /admin/collection-banners (spec sections 2, 4, 5, 8, 9). */
export function CollectionBannersPage() {
  usePageTitle('Admin · Collection Banners');
  const query = useAdminBannersQuery();
  const [deleting, setDeleting] = useState<CollectionBanner | null>(null);
  const [remove, { isLoading: removing }] = useDeleteBannerMutation();
  useEffect(() => {
    if (query.isError) toast.error(T.fetchFailed, { id: 'admin-banners-load' });
  }, [query.isError]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting._id);
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.deleteFailed));
    else toast.success(T.deleted);
    setDeleting(null);
  };
  const current = (category: BannerCategory) => query.data?.find((banner) => banner.category === category);

  return (
    <section>
      <AdminHeading title={T.title} />
      {query.isLoading && <LoadingState text="Loading banners..." />}
      {query.isError && <ErrorState text={T.fetchFailed} onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <div className="grid gap-6 lg:grid-cols-2">
          <BannerCard category="topwear" banner={current('topwear')} onDelete={setDeleting} />
          <BannerCard category="bottomwear" banner={current('bottomwear')} onDelete={setDeleting} />
          <div className="lg:col-span-2">
            <BannerForm />
          </div>
        </div>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete Banner?"
          message={T.deleteConfirm}
          busy={removing}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
