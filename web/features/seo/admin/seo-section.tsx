/**
 * Admin → SEO: the title and description of each kind of public page, as templates with
 * placeholders, checked as staff type and previewed as a search result and a link card.
 */
import {
  renderTemplate,
  seoPageTypeLabels,
  seoPageTypes,
  seoTemplateLimits,
  seoPlaceholders,
  templateProblems,
  type SeoPageType,
  type SeoTemplate,
} from '@contracts/seo-templates';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useResetSeoTemplate, useSaveSeoTemplate, useSeoTemplates } from '../api/use-seo-templates';
import { sampleValues } from './sample-values';
import { LinkCardPreview, SearchResultPreview } from './seo-preview';

export function SeoSection() {
  const templates = useSeoTemplates();
  const [pageType, setPageType] = useState<SeoPageType>('book');
  const current = templates.data?.templates.find((t) => t.pageType === pageType);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">SEO</h1>
        <p className="text-sm text-muted-foreground">
          The title and description search engines and link previews show for each kind of public
          page. Placeholders such as {'{title}'} are filled in per page.
        </p>
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Page type">
        {seoPageTypes.map((type) => {
          const customised = templates.data?.templates.find((t) => t.pageType === type)?.customised;
          return (
            <Button
              key={type}
              size="sm"
              variant={type === pageType ? 'primary' : 'outline'}
              aria-pressed={type === pageType}
              onClick={() => setPageType(type)}
            >
              {seoPageTypeLabels[type]}
              {customised && <span className="sr-only"> (customised)</span>}
              {customised && <span aria-hidden="true">•</span>}
            </Button>
          );
        })}
      </div>
      {templates.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : templates.isError ? (
        <p className="text-danger">The templates could not be loaded: {templates.error.message}</p>
      ) : current ? (
        <TemplateEditor
          key={`${current.pageType}:${current.updatedAt ?? 'default'}`}
          template={current}
          siteName={templates.data.siteName}
          siteUrl={templates.data.siteUrl}
        />
      ) : null}
    </div>
  );
}

function TemplateEditor(props: { template: SeoTemplate; siteName: string; siteUrl: string }) {
  const { template } = props;
  const pageType = template.pageType;
  const [title, setTitle] = useState(template.title);
  const [description, setDescription] = useState(template.description);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveSeoTemplate();
  const reset = useResetSeoTemplate();
  const sample = sampleValues[pageType];
  const values = { ...sample.values, siteName: props.siteName };
  const titleError = templateProblems(pageType, 'title', title)[0] ?? serverErrors.title;
  const descriptionError =
    templateProblems(pageType, 'description', description)[0] ?? serverErrors.description;
  const renderedTitle = renderTemplate(title, values, seoTemplateLimits.renderedTitleMax);
  const renderedDescription = renderTemplate(
    description,
    values,
    seoTemplateLimits.shownDescription,
  );
  const dirty = title !== template.title || description !== template.description;

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (titleError || descriptionError) return;
    save.mutate(
      { pageType, title, description },
      {
        onSuccess: () => notify.success(`${seoPageTypeLabels[pageType]} texts saved`),
        onError: (error) => {
          if (error instanceof ApiError)
            setServerErrors(
              Object.fromEntries(error.issues.map((i) => [String(i.path[0]), i.message])),
            );
          notify.error(error.message);
        },
      },
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={onSave} className="space-y-4" noValidate>
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">{seoPageTypeLabels[pageType]}</h2>
          <Badge tone={template.customised ? 'primary' : 'neutral'}>
            {template.customised ? 'Customised' : 'Built-in texts'}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Placeholders for this page:{' '}
          {seoPlaceholders[pageType].map((name) => (
            <code key={name} className="mr-1 rounded bg-surface-muted px-1.5 py-0.5 text-xs">
              {`{${name}}`}
            </code>
          ))}
        </p>
        <Field
          label="Title"
          error={titleError}
          hint={`${renderedTitle.length} characters in the example; engines show about ${seoTemplateLimits.shownTitle}.`}
        >
          {(control) => (
            <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} />
          )}
        </Field>
        <Field
          label="Description"
          error={descriptionError}
          hint={`Cut at ${seoTemplateLimits.shownDescription} characters once filled in.`}
        >
          {(control) => (
            <Textarea
              {...control}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            disabled={!dirty || save.isPending || Boolean(titleError || descriptionError)}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={!template.customised || reset.isPending}
            onClick={() =>
              reset.mutate(pageType, {
                onSuccess: () => notify.success('Back to the built-in texts'),
                onError: (error) => notify.error(error.message),
              })
            }
          >
            Use built-in texts
          </Button>
        </div>
      </form>
      <section aria-label="Preview" className={cn('space-y-4')}>
        <h2 className="text-lg font-semibold">Preview</h2>
        <p className="text-sm text-muted-foreground">With example values for a {pageType} page.</p>
        <SearchResultPreview
          url={props.siteUrl + sample.path}
          title={renderedTitle}
          description={renderedDescription}
        />
        <LinkCardPreview
          url={props.siteUrl + sample.path}
          title={renderedTitle}
          description={renderedDescription}
        />
      </section>
    </div>
  );
}
