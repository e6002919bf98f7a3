import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { LowStockQuery } from '@store/catalogue';
import { AdminOnly } from '@store/identity';
import { SalesDashboardQuery } from '../queries/sales-dashboard.query';

/** GET /reports/sales-dashboard (admin): the sales_dashboard read model's figures, and the catalogue's low-stock lines (product_stock). */
@ApiTags('reports')
@Controller('reports')
export class SalesDashboardController {
  constructor(
    private readonly dashboard: SalesDashboardQuery,
    private readonly lowStock: LowStockQuery,
  ) {}

  @Get('sales-dashboard')
  @AdminOnly()
  async get() {
    const [figures, lowStock] = await Promise.all([this.dashboard.dashboard(), this.lowStock.lines()]);
    return { success: true, ...figures, lowStock };
  }
}
