import type { ProductRequest } from '@store/contracts/requests';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { messageOr } from '../../../shared/api-error';
import { toast } from '../../../shared/toast/toast';
import { useAdminProductQuery, useCreateProductMutation, useUpdateProductMutation } from '../admin-api';
import { ADMIN_TEXT } from '../constants';
import { AdminHeading, ErrorState, LoadingState, adminButton } from '../ui/states';
import { ProductForm, type ServerFieldError } from './ProductForm';
import { emptyProductForm, productToForm } from './product-form-rules';

const T = ADMIN_TEXT.products;

const serverFieldErrors = (error: unknown): ServerFieldError[] => {
  const list = (error as { data?: { errors?: unknown } } | undefined)?.data?.errors;
  return Array.isArray(list)
    ? (list as ServerFieldError[]).filter((item) => typeof item?.param === 'string' && typeof item?.msg === 'string')
    : [];
};

/** /admin/products/new and /admin/products/{id}/edit. */
export function ProductFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const editing = Boolean(id);
  usePageTitle(editing ? 'Admin · Edit Product' : 'Admin · Add Product');
  const product = useAdminProductQuery(id ?? '', { skip: !editing });
  const [create] = useCreateProductMutation();
  const [update] = useUpdateProductMutation();

  const save = async (input: ProductRequest) => {
    const result = editing ? await update({ productId: id!, body: input }) : await create(input);
    if ('error' in result && result.error) {
      const fields = serverFieldErrors(result.error);
      toast.error(fields[0]?.msg ?? messageOr(result.error, editing ? T.updateFailed : T.addFailed));
      return fields;
    }
    toast.success(editing ? T.updated : T.created);
    navigate('/admin/products');
  };

  return (
    <section>
      <AdminHeading title={editing ? 'Edit Product' : 'Add Product'}>
        {editing && (
          <>
            <Link className={adminButton.secondary} to={`/admin/products/${id}/stock`}>
              Stock
            </Link>
            <Link className={adminButton.secondary} to={`/admin/products/${id}/history`}>
              History
            </Link>
          </>
        )}
      </AdminHeading>
      {editing && product.isLoading && <LoadingState text="Loading product..." />}
      {editing && product.isError && (
        <ErrorState text="Failed to load product details" onRetry={() => void product.refetch()} />
      )}
      {(!editing || product.data) && (
        <ProductForm
          key={product.data?._id ?? 'new'}
          initial={product.data ? productToForm(product.data) : emptyProductForm()}
          submitLabel={editing ? 'Update Product' : 'Create Product'}
          onSubmit={save}
          onCancel={() => navigate('/admin/products')}
        />
      )}
    </section>
  );
}
