import type { CatalogueImportPartRequest } from '@store/contracts/requests';
import { screen, within } from '@testing-library/react';
import type {
  CatalogueImportEntry,
  CatalogueImportRefused,
  CatalogueImportResult,
  ErrorResponse,
} from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi, type FakeReply } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { CatalogueCsvPage } from './CatalogueCsvPage';

const header =
  'productId,name,description,category,brand,material,price,offerPrice,colorName,colorCode,images,size,stock';
const csv = `${header}\np1,Tee,Soft,topwear,ThreadFit,Cotton,799,,Original,,,M,4\np1,Tee,Soft,topwear,ThreadFit,Cotton,799,,Original,,,L,x\n`;
const ready = (overrides: Partial<CatalogueImportResult> = {}): CatalogueImportResult => ({
  success: true,
  dryRun: true,
  importId: 'imp-1',
  rows: 2,
  products: 1,
  created: 0,
  updated: 1,
  unchanged: 0,
  message: '1 product(s) ready to import',
  ...overrides,
});
const refused = (overrides: Partial<CatalogueImportRefused> = {}): CatalogueImportRefused => ({
  success: false,
  dryRun: true,
  importId: 'imp-1',
  rows: 2,
  products: 1,
  message: '1 problem(s) found. Nothing was imported.',
  rowErrors: [{ row: 3, message: 'Stock must be a whole number from 0 to 10,00,000' }],
  ...overrides,
});
const entry: CatalogueImportEntry = {
  importId: 'imp-1',
  importedAt: '2026-11-22T10:00:00.000Z',
  actor: { id: 'a1', role: 'admin', name: null },
  rows: 2,
  created: 0,
  updated: 1,
  unchanged: 0,
};

type ImportReply = FakeReply<CatalogueImportResult, CatalogueImportRefused | ErrorResponse>;

function page(answers: { check: () => ImportReply; commit?: () => ImportReply }) {
  let imports = 0;
  let applied = false;
  const api = fakeApi({
    'POST /api/admin/catalogue/imports': () => ({
      status: 201,
      body: { success: true, importId: `imp-${++imports}`, expiresAt: '2026-11-22T11:00:00.000Z' },
    }),
    'POST /api/admin/catalogue/imports/:importId/parts': (_request, { importId }) => ({
      status: 201,
      body: { success: true, importId, parts: 1, rows: 2 },
    }),
    'POST /api/admin/catalogue/imports/:importId/check': () => answers.check(),
    'POST /api/admin/catalogue/imports/:importId/commit': () => {
      const reply = answers.commit!();
      applied = reply.status === undefined || reply.status === 200;
      return reply;
    },
    'GET /api/admin/catalogue/imports': () => ({
      body: {
        success: true,
        imports: applied ? [entry] : [],
        currentPage: 1,
        totalPages: applied ? 1 : 0,
        total: applied ? 1 : 0,
      },
    }),
    'GET /api/users/:id': { body: { success: true, user: anAdmin({ name: 'Meera Admin' }) } },
  });
  const calls = (path: string) =>
    api.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path.startsWith('/api/admin/catalogue/imports') &&
        request.path.endsWith(path),
    );
  return { ...renderWithApp(<CatalogueCsvPage />, { signedInAs: anAdmin() }), calls };
}

const choose = (user: ReturnType<typeof page>['user'], text = csv) =>
  user.upload(
    screen.getByLabelText('Choose a CSV file', { selector: 'input' }),
    new File([text], 'catalogue.csv', { type: 'text/csv' }),
  );

describe('catalogue CSV import', () => {
  it("checks the chosen file, staged on the server under one import, and lists every row's problem with 'Nothing was imported'; Apply stays disabled", async () => {
    const { user, calls } = page({ check: () => ({ status: 422, body: refused() }) });
    await choose(user);
    const report = await screen.findByRole('alert', { name: 'Import outcome' });
    expect(report.textContent).toContain('Dry run: 2 row(s), 1 product(s). 1 problem(s) found. Nothing was imported.');
    expect(
      within(within(report).getByRole('list', { name: 'Row problems' })).getByText(
        'Row 3: Stock must be a whole number from 0 to 10,00,000',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply import' }).hasAttribute('disabled')).toBe(true);
    const [part] = calls('/parts');
    expect(part.path).toBe('/api/admin/catalogue/imports/imp-1/parts');
    expect(part.body).toMatchObject({ firstRow: 2 });
    expect((part.body as CatalogueImportPartRequest).csv.split('\n')[0]).toBe(header);
    expect(calls('/check').map((request) => request.path)).toEqual(['/api/admin/catalogue/imports/imp-1/check']);
    expect(calls('/commit')).toHaveLength(0);
  });

  it('applies exactly the import it checked, says what it wrote and lists it in the recent imports', async () => {
    const { user, calls } = page({
      check: () => ({ body: ready() }),
      commit: () => ({ body: ready({ dryRun: false, message: '0 created, 1 updated, 0 unchanged' }) }),
    });
    await choose(user);
    expect((await screen.findByRole('status', { name: 'Import outcome' })).textContent).toContain(
      'Dry run: 2 row(s), 1 product(s). 1 product(s) ready to import',
    );
    expect(screen.getByText('Nothing is written until you apply the import.')).toBeTruthy();
    expect(await screen.findByText('No imports yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Catalogue imported: 0 created, 1 updated, 0 unchanged')).toBeTruthy();
    expect(calls('/commit').map((request) => request.path)).toEqual(['/api/admin/catalogue/imports/imp-1/commit']);
    const recent = await screen.findByRole('list', { name: 'Recent imports' });
    expect(await within(recent).findByText(/Meera Admin · 2 row\(s\): 0 created, 1 updated, 0 unchanged/)).toBeTruthy();
    expect(
      within(recent)
        .getByRole('link', { name: /^Events of the import of/ })
        .getAttribute('href'),
    ).toBe('/admin/system/events?correlationId=imp-1');
    expect(screen.getByRole('button', { name: 'Apply import' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows an apply refused because the catalogue changed since the check (409): its rows, nothing imported, and a new dry run before any apply', async () => {
    const { user, calls } = page({
      check: () => ({ body: ready() }),
      commit: () => ({
        status: 409,
        body: refused({
          dryRun: false,
          message: 'The catalogue changed after this import was checked. Nothing was imported: check the file again.',
          rowErrors: [{ row: 2, message: 'Tee was changed by someone else after this import was checked' }],
        }),
      }),
    });
    await choose(user);
    await screen.findByText(/1 product\(s\) ready to import/);
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    const report = await screen.findByRole('alert', { name: 'Import outcome' });
    expect(report.textContent).toContain(
      'Import: 2 row(s), 1 product(s). The catalogue changed after this import was checked. Nothing was imported: check the file again.',
    );
    expect(
      within(report).getByText('Row 2: Tee was changed by someone else after this import was checked'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply import' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dry run' }));
    await screen.findByText(/1 product\(s\) ready to import/);
    expect(calls('/check').map((request) => request.path)).toEqual([
      '/api/admin/catalogue/imports/imp-1/check',
      '/api/admin/catalogue/imports/imp-2/check',
    ]);
  });

  it('sends a large file in parts under the one import, each with the header and its first row numbered in the whole file', async () => {
    const rows = Array.from(
      { length: 9_000 },
      (_, n) =>
        `p${n},Tee ${n},A soft cotton tee for the gym and the street,topwear,ThreadFit,Cotton,799,,Original,,,M,4`,
    );
    const { user, calls } = page({ check: () => ({ body: ready({ rows: rows.length, products: rows.length }) }) });
    await choose(user, [header, ...rows].join('\n'));
    await screen.findByRole('status', { name: 'Import outcome' }, { timeout: 5000 });
    const parts = calls('/parts').map((request) => request.body as CatalogueImportPartRequest);
    expect(parts.length).toBeGreaterThan(1);
    expect(new Set(calls('/parts').map((request) => request.path))).toEqual(
      new Set(['/api/admin/catalogue/imports/imp-1/parts']),
    );
    let next = 2;
    for (const part of parts) {
      const [first, ...data] = part.csv.split('\n');
      expect(first).toBe(header);
      expect(part.firstRow).toBe(next);
      next += data.length;
    }
    expect(next).toBe(rows.length + 2);
    expect(calls('/check')).toHaveLength(1);
  });

  it('says nothing was imported when the file cannot be read as the catalogue CSV (400)', async () => {
    const { user } = page({
      check: () => ({ status: 400, body: { success: false, message: 'The CSV file misses the columns: stock' } }),
    });
    await choose(user);
    expect((await screen.findByRole('alert', { name: 'Import outcome' })).textContent).toContain(
      'The CSV file misses the columns: stock. Nothing was imported.',
    );
  });
});
