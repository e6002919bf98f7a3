/**
 * The listing and the stock history both read every stock movement (most of the catalogue's
 * events), and stock reservations some of them: in one process they read the log together
 * (ProjectionDefinition.readGroup).
 */
export const CATALOGUE_STOCK_READ_GROUP = 'catalogue_stock';
