import { useEffect, useState, type ReactNode } from 'react';
import { HERO_DEFAULT_LINK, isPlaceholderHeroTitle, type HeroImage } from '@store/contracts';
import { messageOr } from '../../../shared/api-error';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { toast } from '../../../shared/toast/toast';
import { Modal } from '../../../shared/ui/Modal';
import {
  useAddHeroImageMutation,
  useAdminHeroImagesQuery,
  useDeleteHeroImageMutation,
  useReorderHeroImagesMutation,
} from '../admin-api';
import { ADMIN_TEXT, HERO_DEFAULTS } from '../constants';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EditImageModal } from './EditImageModal';
import { ImageDrop } from '../ui/ImageDrop';
import { AdminHeading, EmptyState, ErrorState, LoadingState, adminButton } from '../ui/states';
import { useImageUpload } from '../ui/use-upload';

const T = ADMIN_TEXT.hero;

/** Reorder failure: the server message, else the error field, else the error text, else the fallback. */
export function reorderFailure(error: unknown): string {
  const data = (error as { data?: { message?: unknown; error?: unknown } } | undefined)?.data;
  if (typeof data?.message === 'string' && data.message) return data.message;
  if (typeof data?.error === 'string' && data.error) return data.error;
  const text = (error as { error?: unknown } | undefined)?.error;
  return typeof text === 'string' && text ? text : T.reorderFailed;
}

/** One step up (-1) or down (+1); the first cannot move up, the last cannot move down. */
export function moveImage(images: HeroImage[], index: number, step: -1 | 1): HeroImage[] {
  const target = index + step;
  if (target < 0 || target >= images.length) return images;
  const next = [...images];
  [next[index], next[target]] = [next[target], next[index]];
  return next.map((image, order) => ({ ...image, order }));
}

function AddImagesModal({ count, onClose }: { count: number; onClose: () => void }) {
  const { uploadAll, busy } = useImageUpload();
  const [add] = useAddHeroImageMutation();
  const [working, setWorking] = useState(false);
  const addFiles = async (files: File[]) => {
    setWorking(true);
    const uploaded = await uploadAll(files, (file) => T.addFailed(file.name));
    let added = 0;
    for (const { file, url } of uploaded) {
      const title = HERO_DEFAULTS.title(count + added + 1);
      const result = await add({
        title,
        description: HERO_DEFAULTS.description,
        link: HERO_DEFAULTS.link,
        buttonText: HERO_DEFAULTS.buttonText,
        isActive: HERO_DEFAULTS.isActive,
        image: { url, altText: title },
      });
      if ('error' in result && result.error) toast.error(T.addFailed(file.name));
      else added += 1;
    }
    setWorking(false);
    if (added > 0) toast.success(T.added(added));
    onClose();
  };
  return (
    <Modal title="Add Images" onClose={working ? undefined : onClose}>
      <p className="mb-3 text-sm text-neutral-700">
        Choose one or more images. Each becomes an active slide, named 'Hero Image n' here, with no headline on the
        slide and a 'Shop Now' button to {HERO_DEFAULT_LINK}. Edit a slide to give it a headline, text, another link or
        button text.
      </p>
      <ImageDrop label="Choose hero images" multiple busy={busy || working} onFiles={(files) => void addFiles(files)} />
    </Modal>
  );
}

/**
 * An up/down arrow: the small admin button it always looked like, inside a 44×44 px tap target
 * (it was 28×30 px, too small for a thumb).
 */
function MoveButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="group inline-flex min-h-11 min-w-11 items-center justify-center disabled:cursor-not-allowed"
    >
      <span aria-hidden="true" className={`${adminButton.small} group-hover:bg-neutral-100 group-disabled:opacity-40`}>
        {children}
      </span>
    </button>
  );
}

/** /admin/hero-images (spec sections 2, 4, 8, 9). */
export function HeroImagesPage() {
  usePageTitle('Admin · Hero Images');
  const query = useAdminHeroImagesQuery();
  const [local, setLocal] = useState<HeroImage[] | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<HeroImage | null>(null);
  const [deleting, setDeleting] = useState<HeroImage | null>(null);
  const [reorder, { isLoading: reordering }] = useReorderHeroImagesMutation();
  const [remove, { isLoading: removing }] = useDeleteHeroImageMutation();

  useEffect(() => setLocal(null), [query.data]);
  useEffect(() => {
    if (query.isError) toast.error(T.loadFailed, { id: 'admin-hero-load' });
  }, [query.isError]);

  const images = local ?? [...(query.data ?? [])].sort((a, b) => a.order - b.order);

  const move = async (index: number, step: -1 | 1) => {
    const next = moveImage(images, index, step);
    setLocal(next);
    const result = await reorder(next.map((image) => ({ id: image._id, order: image.order })));
    if ('error' in result && result.error) {
      toast.error(reorderFailure(result.error));
      setLocal(null);
      void query.refetch();
    } else {
      toast.success(T.reordered);
      void query.refetch();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting._id);
    if ('error' in result && result.error) toast.error(messageOr(result.error, T.deleteFailed));
    else toast.success(T.deleted);
    setDeleting(null);
  };

  return (
    <section>
      <AdminHeading title={T.title}>
        <button
          type="button"
          className={adminButton.secondary}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Refresh
        </button>
        <button type="button" className={adminButton.primary} onClick={() => setAdding(true)}>
          Add Images
        </button>
      </AdminHeading>
      {query.isLoading && <LoadingState text="Loading hero images..." />}
      {query.isError && <ErrorState text={T.loadFailed} onRetry={() => void query.refetch()} />}
      {query.isSuccess && images.length === 0 && <EmptyState>{T.empty}</EmptyState>}
      {images.length > 0 && (
        <div className="relative">
          <ul
            className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-label="Hero images"
            aria-busy={reordering || undefined}
          >
            {images.map((image, index) => (
              <li key={image._id} className="overflow-hidden rounded-lg bg-white shadow-sm">
                <img
                  src={image.image.url}
                  alt={image.image.altText || image.title}
                  width={1600}
                  height={700}
                  className="aspect-[16/7] w-full bg-neutral-200 object-cover"
                />
                <div className="space-y-2 p-3">
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="truncate text-sm font-bold">{image.title}</h2>
                    <span
                      className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${image.isActive ? 'bg-green-100 text-green-900' : 'bg-neutral-200 text-neutral-800'}`}
                    >
                      {image.isActive ? 'Active' : 'Inactive'}
                    </span>
                  </div>
                  <p className="text-xs text-neutral-700">Order: {index + 1}</p>
                  <p className="text-xs text-neutral-700">
                    {isPlaceholderHeroTitle(image.title) ? 'No headline on the slide' : `Headline: ${image.title}`} ·
                    Button: {image.buttonText || HERO_DEFAULTS.buttonText} → {image.link || HERO_DEFAULT_LINK}
                  </p>
                  <div className="flex flex-wrap gap-1.5">
                    <MoveButton
                      label={`Move ${image.title} up`}
                      disabled={index === 0 || reordering}
                      onClick={() => void move(index, -1)}
                    >
                      ↑
                    </MoveButton>
                    <MoveButton
                      label={`Move ${image.title} down`}
                      disabled={index === images.length - 1 || reordering}
                      onClick={() => void move(index, 1)}
                    >
                      ↓
                    </MoveButton>
                    <button
                      type="button"
                      className={adminButton.small}
                      aria-label={`Edit ${image.title}`}
                      disabled={reordering}
                      onClick={() => setEditing(image)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className={`${adminButton.small} text-red-700`}
                      aria-label={`Delete ${image.title}`}
                      disabled={reordering}
                      onClick={() => setDeleting(image)}
                    >
                      Delete
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {reordering && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/70 text-sm font-bold"
            >
              {T.reordering}
            </div>
          )}
        </div>
      )}
      {adding && <AddImagesModal count={images.length} onClose={() => setAdding(false)} />}
      {editing && <EditImageModal image={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete Hero Image?"
          message={T.deleteConfirm}
          busy={removing}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        />
      )}
    </section>
  );
}
