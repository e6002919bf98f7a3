import { Injectable } from '@nestjs/common';
import { CatalogueCommands } from '@store/catalogue';

/**
 * Products' HSN codes as the catalogue holds them now: for the lines of orders placed before an
 * order line recorded its HSN (a line records it since issue #42, and that one is used first).
 */
@Injectable()
export class ProductHsnCodes {
  constructor(private readonly catalogue: CatalogueCommands) {}

  async lookup(productIds: readonly string[]): Promise<(productId: string) => string> {
    const unique = [...new Set(productIds)];
    const states = await Promise.all(unique.map((productId) => this.catalogue.product(productId)));
    const codes = new Map(unique.map((productId, i) => [productId, states[i].details?.hsnCode ?? '']));
    return (productId) => codes.get(productId) ?? '';
  }
}
