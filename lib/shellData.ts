/**
 * What the site shell (header, menus, location chooser, footer, banners, cookie bar) needs from the
 * content, trimmed from the pair's blocks: each page's data carries it, so every page renders its whole
 * shell on the server with no extra fetch.
 */
import type {
  ExtraBlock,
  FooterBlock,
  ImageBannerBlock,
  InfoBannerBlock,
  NavItem,
  NavigatorBlock,
  Place,
} from './contract/types.ts';
import type { SiteId } from './sites.ts';

export interface ShellData {
  site?: SiteId;
  /** The content page's ID (banners limit themselves by it); absent on landings and error pages. */
  pageId?: number;
  /** Sections the page renders (the header hides on scroll only with more than one). */
  sectionCount: number;
  /** An error or 404 page (the store's pageError, rules §store). */
  pageError: boolean;
  nav: NavItem[];
  footer: FooterBlock | null;
  /**
   * The footer's address lines in Latin letters (the site's English content), on a page whose language
   * is written in another script: the name and address the booking flow gives a guest who reads neither
   * (lib/readablePlace.ts).
   */
  latinAddress: string[] | null;
  places: Place[];
  bannerText: string;
  introText: string;
  cookie: ExtraBlock['cookie'] | null;
  infoBanner: InfoBannerBlock | null;
  imageBanner: ImageBannerBlock | null;
}

interface ShellBlocks {
  navigator?: NavigatorBlock;
  footer?: FooterBlock;
  latin_footer?: FooterBlock;
  extra?: ExtraBlock;
  info_banner?: InfoBannerBlock;
  image_banner?: ImageBannerBlock;
}

export interface ShellPage {
  site?: SiteId;
  pageId?: number;
  sectionCount?: number;
  pageError?: boolean;
}

/** The redirect list stays on the server (the host config answers it); everything else the shell shows. */
export function shellDataOf(blocks: ShellBlocks, page: ShellPage): ShellData {
  return {
    ...(page.site ? { site: page.site } : {}),
    ...(page.pageId !== undefined ? { pageId: page.pageId } : {}),
    sectionCount: page.sectionCount ?? 0,
    pageError: page.pageError ?? false,
    nav: blocks.navigator?.items ?? [],
    footer: blocks.footer ?? null,
    latinAddress: blocks.latin_footer?.address ?? null,
    places: blocks.extra?.places ?? [],
    bannerText: blocks.extra?.banner_text ?? '',
    introText: blocks.extra?.intro_text ?? '',
    cookie: blocks.extra?.cookie ?? null,
    infoBanner: blocks.info_banner?.on ? blocks.info_banner : null,
    imageBanner: blocks.image_banner?.on ? blocks.image_banner : null,
  };
}
