import { screen, within } from '@testing-library/react';
import type { CatalogueImportResult } from '@store/contracts';
import { anAdmin } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { CatalogueCsvPage } from './CatalogueCsvPage';

const header = 'productId,name,description,category,brand,material,price,offerPrice,colorName,colorCode,images,size,stock';
const csv = `${header}\np1,Tee,Soft,topwear,ThreadFit,Cotton,799,,Original,,,M,4\np1,Tee,Soft,topwear,ThreadFit,Cotton,799,,Original,,,L,x\n`;
const answer = (overrides: Partial<CatalogueImportResult>): CatalogueImportResult => ({ success: true, dryRun: true, rows: 2, products: 1, created: 0, updated: 0, errors: [], message: '', ...overrides });

function page(reply: (dryRun: boolean) => CatalogueImportResult) {
  const api = fakeApi({ 'POST /api/admin/catalogue/import': (request) => ({ body: reply(request.query.get('dryRun') === 'true') }) });
  return { ...renderWithApp(<CatalogueCsvPage />, { signedInAs: anAdmin() }), importCalls: () => api.calls('POST', '/api/admin/catalogue/import') };
}

describe('catalogue CSV import', () => {
  it("runs a dry run on the chosen file and lists every row's problem; Apply stays disabled", async () => {
    const { user, importCalls } = page(() => answer({ success: false, errors: [{ row: 3, message: 'stock must be a whole number of at least 0' }], message: '1 problem(s) found' }));
    await user.upload(screen.getByLabelText('Choose a CSV file', { selector: 'input' }), new File([csv], 'catalogue.csv', { type: 'text/csv' }));
    const problems = await screen.findByRole('list', { name: 'Row problems' });
    expect(within(problems).getByText('Row 3: stock must be a whole number of at least 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply import' }).hasAttribute('disabled')).toBe(true);
    expect(importCalls()).toHaveLength(1);
    expect(importCalls()[0].query.get('dryRun')).toBe('true');
    expect(importCalls()[0].query.get('firstRow')).toBe('2');
    expect((importCalls()[0].body as { csv: string }).csv.split('\n')[0]).toBe(header);
  });

  it('applies after a clean dry run', async () => {
    const { user, importCalls } = page((dryRun) => answer({ dryRun, updated: dryRun ? 0 : 1 }));
    await user.upload(screen.getByLabelText('Choose a CSV file', { selector: 'input' }), new File([csv], 'catalogue.csv', { type: 'text/csv' }));
    expect((await screen.findAllByText(/1 product\(s\) ready to import/)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Apply import' }));
    expect(await screen.findByText('Catalogue imported: 0 created, 1 updated')).toBeTruthy();
    expect(importCalls().map((call) => call.query.get('dryRun'))).toEqual(['true', 'false']);
  });
});
