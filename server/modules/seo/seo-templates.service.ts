/**
 * Staff-written titles and descriptions of public pages (/admin/seo) and the function page
 * heads call to use them. Templates are few and change rarely, so each process keeps them for
 * `cacheMs` (and reloads at once after its own save); another process's save shows within that
 * time plus the minute the rendered page heads are kept (public-page-html.ts).
 */
import type { FastifyRequest } from 'fastify';
import {
  renderTemplate,
  seoDefaultTemplates,
  seoPageTypes,
  seoTemplateLimits,
  templateProblems,
  type SeoPageType,
  type SeoTemplate,
  type SeoTemplateInput,
  type SeoTemplateList,
  type SeoValues,
} from '../../../contracts/seo-templates.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { siteName } from './page-head.js';
import {
  deleteSeoTemplate,
  findSeoTemplate,
  listSeoTemplates,
  upsertSeoTemplate,
  type SeoTemplateRow,
} from './seo-templates.queries.js';

export interface PageTexts {
  title: string;
  description: string;
}

/** A page's title and description: the saved template's, else `builtIn` (today's texts). */
export type PageTextsOf = <T extends SeoPageType>(
  pageType: T,
  values: Omit<SeoValues<T>, 'siteName'>,
  builtIn: PageTexts,
) => Promise<PageTexts>;

const cacheMs = 30_000;

function present(pageType: SeoPageType, row: SeoTemplateRow | undefined | null): SeoTemplate {
  const fallback = seoDefaultTemplates[pageType];
  return {
    pageType,
    title: row?.titleTemplate ?? fallback.title,
    description: row?.descriptionTemplate ?? fallback.description,
    customised: Boolean(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export type SeoTemplatesService = ReturnType<typeof createSeoTemplatesService>;

export function createSeoTemplatesService(deps: { db: Db; clock: Clock; appUrl: string }) {
  const { db, clock } = deps;
  let cached: { rows: Map<string, SeoTemplateRow>; loadedAt: number } | null = null;

  async function savedTemplates(): Promise<Map<string, SeoTemplateRow>> {
    const now = clock.now().getTime();
    if (!cached || now - cached.loadedAt > cacheMs) {
      const rows = await listSeoTemplates(db);
      cached = { rows: new Map(rows.map((r) => [r.pageType, r])), loadedAt: now };
    }
    return cached.rows;
  }

  const textsOf: PageTextsOf = async (pageType, values, builtIn) => {
    const row = (await savedTemplates()).get(pageType);
    if (!row) return builtIn;
    const all = { ...values, siteName } as Record<string, string>;
    // An empty result (a description that is only {bio}, for an author without one) keeps
    // the built-in text rather than giving engines nothing.
    return {
      title:
        renderTemplate(row.titleTemplate, all, seoTemplateLimits.renderedTitleMax) || builtIn.title,
      description:
        renderTemplate(row.descriptionTemplate, all, seoTemplateLimits.shownDescription) ||
        builtIn.description,
    };
  };

  return {
    textsOf,

    async list(): Promise<SeoTemplateList> {
      const rows = new Map((await listSeoTemplates(db)).map((r) => [r.pageType, r]));
      return {
        siteName,
        siteUrl: deps.appUrl,
        templates: seoPageTypes.map((type) => present(type, rows.get(type))),
      };
    },

    /** validate -> write with its audit entry in one transaction -> forget the cache. */
    async save(
      actorId: string,
      pageType: SeoPageType,
      input: SeoTemplateInput,
      request: FastifyRequest,
    ): Promise<SeoTemplate> {
      const issues = (['title', 'description'] as const).flatMap((field) =>
        templateProblems(pageType, field, input[field]).map((message) => ({
          path: [field],
          message,
        })),
      );
      if (issues.length > 0) throw errors.validation(issues[0]?.message ?? '', issues);
      const saved = await db.transaction(async (tx) => {
        const before = await findSeoTemplate(tx, pageType);
        const row = await upsertSeoTemplate(tx, {
          pageType,
          titleTemplate: input.title,
          descriptionTemplate: input.description,
          updatedBy: actorId,
          updatedAt: clock.now(),
        });
        await recordAudit(tx, {
          actorId,
          action: 'seo.template_saved',
          targetType: 'seo_page_type',
          targetId: pageType,
          before: present(pageType, before),
          after: present(pageType, row),
          ipAddress: request.ip,
        });
        return row;
      });
      cached = null;
      return present(pageType, saved);
    },

    /** Back to the built-in texts; audited when there was something to remove. */
    async reset(actorId: string, pageType: SeoPageType, request: FastifyRequest) {
      await db.transaction(async (tx) => {
        const removed = await deleteSeoTemplate(tx, pageType);
        if (!removed) return;
        await recordAudit(tx, {
          actorId,
          action: 'seo.template_reset',
          targetType: 'seo_page_type',
          targetId: pageType,
          before: present(pageType, removed),
          after: present(pageType, null),
          ipAddress: request.ip,
        });
      });
      cached = null;
      return present(pageType, null);
    },
  };
}
