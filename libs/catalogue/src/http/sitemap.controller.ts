import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { NotFoundError } from '@store/platform';
import { SitemapQuery } from '../queries/sitemap.query';

/** The sitemap's files, served at the site's root (catalogueManifest.siteRoutes), not under /api. */
export const SITEMAP_ROUTES = ['sitemap.xml', 'sitemap-:page.xml'] as const;

const XML = 'application/xml; charset=utf-8';
const PAGE_NUMBER = /^[1-9]\d{0,8}$/;

/**
 * /sitemap.xml for search engines: the storefront's pages, or past the file limit an index of
 * /sitemap-1.xml, /sitemap-2.xml, ... Public; not part of the JSON API (left out of its document).
 */
@ApiExcludeController()
@Controller()
export class SitemapController {
  constructor(private readonly sitemap: SitemapQuery) {}

  @Get(SITEMAP_ROUTES[0])
  @Header('Content-Type', XML)
  @Header('Cache-Control', 'no-cache')
  async root(): Promise<Buffer> {
    return (await this.sitemap.file())!;
  }

  /** 404 for a file the sitemap does not have (page 0, a word, past the last, or any page of a sitemap that fits in one file). */
  @Get(SITEMAP_ROUTES[1])
  @Header('Content-Type', XML)
  @Header('Cache-Control', 'no-cache')
  async page(@Param('page') page: string): Promise<Buffer> {
    const file = PAGE_NUMBER.test(page) ? await this.sitemap.file(Number(page)) : null;
    if (!file) throw new NotFoundError('Sitemap not found');
    return file;
  }
}
