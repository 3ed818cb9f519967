import React, { Component, useEffect, useState, type ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CaseStudyArticle, type CaseStudyFields } from '../components/articles/case-study-article';
import { LegalArticle, type LegalFields } from '../components/articles/legal-article';
import { PressReleaseArticle, type PressReleaseFields } from '../components/articles/press-release-article';
import { ProductArticle, type ProductFields } from '../components/articles/product-article';
import { ServiceArticle, type ServiceFields } from '../components/articles/service-article';
import { SolutionArticle, type SolutionFields } from '../components/articles/solution-article';
import { SITE_FILE_LABELS } from '../lib/cms-names';
import { nodeTypes, type FieldMap, type NodeTypeName } from '../lib/content-types';
import { toNodeData, validateRecord } from '../lib/content-validation';
import { markdownHtml } from '../lib/markdown-html';
import { scrollableTables } from '../lib/scrollable-tables';
import { slugify } from '../lib/slugify';
import { withoutEmptyValues } from '../lib/yaml-edit';
import { DataPreview } from './data-preview';
import { withFacts } from './facts';
import { slugFromTitle } from './save-checks';
import type { DecapCms } from './decap';
import { registerSitePreview, type PreviewInput } from './site-preview';

/** A page the components still cannot draw from the entry (a case the save checks let through) shows a sentence, not a broken pane. */
class UntilComplete extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { children: ReactNode }) {
    if (this.state.failed && previous.children !== this.props.children) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <p>The preview shows the page once its required fields are filled in.</p> : this.props.children;
  }
}

/** The entry's fields as the build makes them into page data (enum labels become enum values). */
const nodeData = <T,>(typeName: NodeTypeName, data: Record<string, unknown>): T => {
  const { body: _body, ...fields } = withoutEmptyValues(data);
  return toNodeData(fields, nodeTypes[typeName].fields as FieldMap) as T;
};

/** The body as the build renders it: CommonMark with GitHub's tables, by the parser under the build's remark, tables in their scrolling box. */
const bodyHtml = (data: Record<string, unknown>): string => scrollableTables(markdownHtml(String(data.body ?? '')));

/**
 * The size of the image at `src` once it has loaded. The page reserves the screenshot's box from
 * the size the build measured; in the preview it is measured here, since a box of 0 × 0 hides it.
 */
const useImageSize = (src: string | undefined) => {
  const [size, setSize] = useState<{ src: string; width: number; height: number }>();
  useEffect(() => {
    if (!src) return;
    const image = new Image();
    image.onload = () => setSize({ src, width: image.naturalWidth, height: image.naturalHeight });
    image.src = src;
  }, [src]);
  return size?.src === src ? size : undefined;
};

/** A case study with the screenshot the writer picked, shown at its own size once it has loaded. */
const CaseStudyPreview = ({ data, asset }: PreviewInput) => {
  const src = typeof data.screenshot === 'string' ? asset(data.screenshot) : undefined;
  const size = useImageSize(src);
  const item = nodeData<CaseStudyFields>('PortfolioItem', data);
  const screenshot = src && size ? { images: { fallback: { src } }, width: size.width, height: size.height } : undefined;
  // An empty slug is made from the title when the entry is saved: the preview shows that address meanwhile.
  const slug = typeof data.slug === 'string' && data.slug.trim() ? data.slug : slugify(String(data.title ?? ''));
  return <CaseStudyArticle item={{ ...item, slug }} image={screenshot as IGatsbyImageData | undefined} />;
};

/** Each page preview: the content type its entries are, and the page it renders them as. */
const pages: Record<string, { typeName: NodeTypeName; render: (input: PreviewInput) => ReactNode }> = {
  press: {
    typeName: 'PressRelease',
    render: ({ data }) => (
      <PressReleaseArticle release={nodeData<PressReleaseFields>('PressRelease', data)} html={bodyHtml(data)} replyHours={withFacts('{{replyWithinHours}}')} />
    ),
  },
  products: { typeName: 'Product', render: ({ data }) => <ProductArticle product={nodeData<ProductFields>('Product', data)} html={bodyHtml(data)} /> },
  solutions: { typeName: 'Solution', render: ({ data }) => <SolutionArticle solution={nodeData<SolutionFields>('Solution', data)} html={bodyHtml(data)} /> },
  services: { typeName: 'Service', render: ({ data }) => <ServiceArticle service={nodeData<ServiceFields>('Service', data)} html={bodyHtml(data)} /> },
  legal: {
    typeName: 'LegalPage',
    render: ({ data }) => <LegalArticle page={nodeData<LegalFields>('LegalPage', data)} html={bodyHtml(data)} replyHours={withFacts('{{replyWithinHours}}')} />,
  },
  portfolio: { typeName: 'PortfolioItem', render: (input) => <CaseStudyPreview {...input} /> },
};

/**
 * A page is drawn only from an entry the build would accept: the site's components expect every
 * required field (a new entry has none yet), so until then the preview lists what is missing.
 */
const PagePreview = ({ collection, render, input }: { collection: string; render: (input: PreviewInput) => ReactNode; input: PreviewInput }) => {
  const { body: _body, ...record } = withoutEmptyValues(input.data);
  // An empty slug is no problem: the save makes it from the title.
  const slug = slugFromTitle(collection, record);
  const problems = validateRecord(pages[collection].typeName, slug ? { ...record, slug } : record);
  if (problems.length === 0) return <UntilComplete>{render(input)}</UntilComplete>;
  return (
    <section>
      <p>The preview shows the page once the site&apos;s build would accept this entry:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field}>{problem.message}</li>
        ))}
      </ul>
    </section>
  );
};

/** Previews built from the site's own components: content pages as their pages, site data files as readable lists. */
export const registerPreviews = (cms: DecapCms): void => {
  for (const [collection, { render }] of Object.entries(pages))
    registerSitePreview(cms, collection, (input) => <PagePreview collection={collection} render={render} input={input} />);
  for (const [file, title] of Object.entries(SITE_FILE_LABELS))
    registerSitePreview(cms, file, ({ data }) => (
      <UntilComplete>
        <DataPreview title={title} data={data} />
      </UntilComplete>
    ));
};
