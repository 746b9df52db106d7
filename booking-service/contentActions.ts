/**
 * The content actions: the reference content API's reads of pages, indexes and blocks (docs/content-api.md),
 * their query parameters checked at the boundary and answered from the content store.
 */
import { isSiteId, normalizeLang, type Lang, type SiteId } from '../lib/sites.ts';
import { BLOCK_NAMES, type BlockName } from '../lib/contract/types.ts';
import type { ContentStore } from './demo/contentStore.ts';
import { ApiProblem } from './http.ts';

export function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (value === null || value === '') throw new ApiProblem(400, `Missing parameter '${name}'`);
  return value;
}

function langParam(params: URLSearchParams): Lang {
  const raw = required(params, 'lang');
  const lang = normalizeLang(raw);
  if (!lang) throw new ApiProblem(400, `Unsupported language '${raw}'`);
  return lang;
}

function siteParam(params: URLSearchParams): SiteId {
  const site = required(params, 'site');
  if (!isSiteId(site)) throw new ApiProblem(400, `Unknown site '${site}'`);
  return site;
}

function notFound(what: string): never {
  throw new ApiProblem(404, `${what} not found`);
}

export type FetchAction = 'FETCH_LANDING' | 'FETCH_INDEX' | 'FETCH_PAGE' | 'FETCH_BLOCK';

export function fetchAction(content: ContentStore, action: FetchAction, params: URLSearchParams): unknown {
  switch (action) {
    case 'FETCH_LANDING': {
      const lang = langParam(params);
      return content.landing(lang) ?? notFound(`Landing for ${lang}`);
    }
    case 'FETCH_INDEX': {
      const lang = langParam(params);
      const site = siteParam(params);
      return content.index(lang, site) ?? notFound(`Content for ${lang}/${site}`);
    }
    case 'FETCH_PAGE': {
      const lang = langParam(params);
      const site = siteParam(params);
      const name = required(params, 'name');
      const type = params.get('type') || 'page';
      return content.page(lang, site, name, type) ?? notFound(`Page '${name}' of type '${type}' in ${lang}/${site}`);
    }
    case 'FETCH_BLOCK': {
      const lang = langParam(params);
      const site = siteParam(params);
      const name = required(params, 'block');
      if (!(BLOCK_NAMES as readonly string[]).includes(name)) throw new ApiProblem(400, `Unknown block '${name}'`);
      return content.block(lang, site, name as BlockName) ?? notFound(`Block '${name}' in ${lang}/${site}`);
    }
  }
}
