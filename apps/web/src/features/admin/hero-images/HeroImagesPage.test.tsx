import { screen, within } from '@testing-library/react';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { aHeroImage, fakeUploads } from '../admin-fixtures';
import { HeroImagesPage, moveImage } from './HeroImagesPage';

function hero(routes: FakeRoutes) {
  const api = fakeApi(routes);
  return { ...renderWithApp(<HeroImagesPage />, { signedInAs: anAdmin() }), api };
}
const three = [aHeroImage(1), aHeroImage(2), aHeroImage(3)];
const list = (heroImages = three) => ({ body: { success: true as const, heroImages } });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('admin hero images', () => {
  it('moves one step and renumbers', () => {
    expect(moveImage(three, 0, 1).map((image) => [image._id, image.order])).toEqual([
      ['h2', 0],
      ['h1', 1],
      ['h3', 2],
    ]);
    expect(moveImage(three, 0, -1)).toBe(three);
  });

  it("shows the empty text 'No hero images found. Add some images to get started.'", async () => {
    hero({ 'GET /api/hero-images': list([]) });
    expect(await screen.findByText('No hero images found. Add some images to get started.')).toBeTruthy();
  });

  it("shows 'Failed to load hero images' when the list fails", async () => {
    hero({ 'GET /api/hero-images': { status: 500, body: {} } });
    expect((await screen.findAllByText('Failed to load hero images')).length).toBeGreaterThan(0);
  });

  it('disables up on the first card and down on the last', async () => {
    hero({ 'GET /api/hero-images': list() });
    expect((await screen.findByRole('button', { name: 'Move Hero Image 1 up' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Hero Image 3 down' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move Hero Image 2 up' }).hasAttribute('disabled')).toBe(false);
  });

  it("reorders at once, sends every order and shows 'Hero images reordered successfully!'", async () => {
    const { user, api } = hero({
      'GET /api/hero-images': list(),
      'PUT /api/hero-images/reorder': { body: { success: true, heroImages: three } },
    });
    await user.click(await screen.findByRole('button', { name: 'Move Hero Image 1 down' }));
    expect(await screen.findByText('Hero images reordered successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/hero-images/reorder')[0].body).toEqual({
      imageOrders: [
        { id: 'h2', order: 0 },
        { id: 'h1', order: 1 },
        { id: 'h3', order: 2 },
      ],
    });
  });

  it('reloads from the server with its message when a reorder fails', async () => {
    const { user, api } = hero({
      'GET /api/hero-images': list(),
      'PUT /api/hero-images/reorder': {
        status: 409,
        body: { success: false, message: 'Two hero images cannot share order 1' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Move Hero Image 1 down' }));
    expect(await screen.findByText('Two hero images cannot share order 1')).toBeTruthy();
    const titles = within(screen.getByRole('list', { name: 'Hero images' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Hero Image 1', 'Hero Image 2', 'Hero Image 3']);
    expect(api.calls('GET', '/api/hero-images').length).toBeGreaterThan(1);
  });

  it("adds several images with the section 9 defaults, skipping a failed upload: 'Successfully added 2 image(s)!'", async () => {
    const { user, api } = hero({
      'GET /api/hero-images': list([aHeroImage(1)]),
      'POST /api/hero-images': { status: 201, body: { success: true, heroImage: aHeroImage(2) } },
    });
    fakeUploads((n) => (n === 2 ? { status: 400 } : { status: 201, url: `/uploads/${n}.png` }));
    await user.click(await screen.findByRole('button', { name: 'Add Images' }));
    await user.upload(screen.getByLabelText('Choose hero images', { selector: 'input' }), [
      png('a.png'),
      png('broken.png'),
      png('c.png'),
    ]);
    expect(await screen.findByText('Successfully added 2 image(s)!')).toBeTruthy();
    expect(screen.getByText('Failed to add image: broken.png')).toBeTruthy();
    expect(api.calls('POST', '/api/hero-images').map((call) => call.body)).toEqual([
      {
        title: 'Hero Image 2',
        description: '',
        link: '',
        buttonText: 'Shop Now',
        isActive: true,
        image: { url: '/uploads/1.png', altText: 'Hero Image 2' },
      },
      {
        title: 'Hero Image 3',
        description: '',
        link: '',
        buttonText: 'Shop Now',
        isActive: true,
        image: { url: '/uploads/3.png', altText: 'Hero Image 3' },
      },
    ]);
  });

  it("deletes after the confirmation: 'Hero image deleted successfully!'", async () => {
    const { user, api } = hero({
      'GET /api/hero-images': list(),
      'DELETE /api/hero-images/:id': { body: { success: true, message: 'Hero image deleted successfully!' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Hero Image 2' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this hero image? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Hero image deleted successfully!')).toBeTruthy();
    expect(api.calls('DELETE', '/api/hero-images/h2')).toHaveLength(1);
  });

  it('edits a card’s title, text, link, button text and active flag', async () => {
    const { user, api } = hero({
      'GET /api/hero-images': list(),
      'PUT /api/hero-images/:id': { body: { success: true, heroImage: aHeroImage(1) } },
    });
    // An image added with 'Add Images' tells the admin what its slide shows.
    expect(
      (await screen.findAllByText('No headline on the slide · Button: Shop Now → /collections')).length,
    ).toBeGreaterThan(0);
    await user.click(await screen.findByRole('button', { name: 'Edit Hero Image 1' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Winter Drop');
    await user.type(within(dialog).getByLabelText('Text'), 'Fleece for cold mornings');
    await user.type(within(dialog).getByLabelText('Link'), '/products');
    await user.clear(within(dialog).getByLabelText('Button text'));
    await user.type(within(dialog).getByLabelText('Button text'), 'Shop Fleece');
    await user.click(within(dialog).getByLabelText('Active'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hero image updated successfully!')).toBeTruthy();
    expect(api.calls('PUT', '/api/hero-images/h1')[0].body).toEqual({
      title: 'Winter Drop',
      description: 'Fleece for cold mornings',
      link: '/products',
      buttonText: 'Shop Fleece',
      isActive: false,
    });
  });
});
