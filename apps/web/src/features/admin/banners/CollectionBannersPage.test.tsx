import { fireEvent, screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { aBanner, fakeUploads } from '../admin-fixtures';
import { CollectionBannersPage } from './CollectionBannersPage';

function banners(routes: FakeRoutes) {
  const api = fakeApi(routes);
  return { ...renderWithApp(<CollectionBannersPage />, { signedInAs: anAdmin() }), api };
}
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('admin collection banners', () => {
  it("shows the Topwear banner and 'No banner set' for Bottomwear", async () => {
    banners({ 'GET /api/collection-banners': { body: { success: true, banners: [aBanner()] } } });
    const topwear = await screen.findByRole('article', { name: 'Topwear' });
    expect(within(topwear).getByRole('img', { name: 'Topwear Collection' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Bottomwear' })).getByText('No banner set')).toBeTruthy();
  });

  it("shows 'Failed to fetch banners' when the list fails", async () => {
    banners({ 'GET /api/collection-banners': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to fetch banners')).length).toBeGreaterThan(0);
  });

  it("keeps 'Update Bottomwear Banner' disabled until an image is uploaded, then sets it with the defaults", async () => {
    const { user, api } = banners({
      'GET /api/collection-banners': { body: { success: true, banners: [] } },
      'POST /api/collection-banners': {
        status: 201,
        body: { success: true, banner: aBanner({ category: 'bottomwear' }) },
      },
    });
    fakeUploads(() => ({ status: 201, url: '/uploads/banner.png' }));
    await user.selectOptions(await screen.findByLabelText('Category'), 'bottomwear');
    const submit = screen.getByRole('button', { name: 'Update Bottomwear Banner' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Recommended size: 800x400px')).toBeTruthy();
    await user.upload(screen.getByLabelText('Upload banner image', { selector: 'input' }), png('banner.png'));
    expect(await screen.findByText('Image uploaded successfully!')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Banner preview' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Bottomwear Banner' }));
    expect(await screen.findByText('Bottomwear banner updated successfully!')).toBeTruthy();
    expect(api.calls('POST', '/api/collection-banners')[0].body).toEqual({
      category: 'bottomwear',
      imageUrl: '/uploads/banner.png',
      title: 'Bottomwear',
      altText: 'Bottomwear Collection',
      isActive: true,
      order: 1,
    });
  });

  it('names a picked file that is not an image and the types it takes, and uploads nothing (it was ignored without a word)', async () => {
    const { api } = banners({ 'GET /api/collection-banners': { body: { success: true, banners: [] } } });
    const input = await screen.findByLabelText('Upload banner image', { selector: 'input' });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'size-chart.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'size-chart.pdf: only PNG, JPEG, WebP or GIF images can be uploaded',
    );
    expect(api.calls('POST', '/api/uploads')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload banner image' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it("shows 'Failed to upload image' when the upload fails", async () => {
    const { user } = banners({ 'GET /api/collection-banners': { body: { success: true, banners: [] } } });
    fakeUploads(() => ({ status: 500 }));
    await user.upload(await screen.findByLabelText('Upload banner image', { selector: 'input' }), png('banner.png'));
    expect(await screen.findByText('Failed to upload image')).toBeTruthy();
  });

  it("deletes after 'Are you sure you want to delete this banner?': 'Banner deleted successfully!'", async () => {
    const { user, api } = banners({
      'GET /api/collection-banners': { body: { success: true, banners: [aBanner()] } },
      'DELETE /api/collection-banners/:id': { body: { success: true, message: 'Banner deleted successfully!' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Topwear banner' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this banner?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted successfully!')).toBeTruthy();
    expect(api.calls('DELETE', '/api/collection-banners/b1')).toHaveLength(1);
  });

  it("shows 'Failed to delete banner' when the delete fails", async () => {
    const { user } = banners({
      'GET /api/collection-banners': { body: { success: true, banners: [aBanner()] } },
      'DELETE /api/collection-banners/:id': { status: 500, body: {} },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Topwear banner' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete banner')).toBeTruthy();
  });
});
