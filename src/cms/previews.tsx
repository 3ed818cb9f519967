import React, { Component, type ReactNode } from 'react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import micromark from 'micromark';
import { CaseStudyArticle, type CaseStudyFields } from '../components/articles/case-study-article';
import { PressReleaseArticle, type PressReleaseFields } from '../components/articles/press-release-article';
import { ProductArticle, type ProductFields } from '../components/articles/product-article';
import { SolutionArticle, type SolutionFields } from '../components/articles/solution-article';
import { SITE_FILE_LABELS } from '../lib/cms-names';
import { nodeTypes, type FieldMap, type NodeTypeName } from '../lib/content-types';
import { toNodeData } from '../lib/content-validation';
import { slugify } from '../lib/slugify';
import { withoutEmptyValues } from '../lib/yaml-edit';
import { DataPreview } from './data-preview';
import type { DecapCms } from './decap';
import { registerSitePreview, type PreviewInput } from './site-preview';

/** A half-filled entry cannot show as its page yet: the preview says so instead of failing. */
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

/** The body as the build renders it: CommonMark, by the parser under the build's remark. */
const bodyHtml = (data: Record<string, unknown>): string => micromark(String(data.body ?? ''));

const pages: Record<string, (input: PreviewInput) => ReactNode> = {
  press: ({ data }) => <PressReleaseArticle release={nodeData<PressReleaseFields>('PressRelease', data)} html={bodyHtml(data)} />,
  products: ({ data }) => <ProductArticle product={nodeData<ProductFields>('Product', data)} html={bodyHtml(data)} />,
  solutions: ({ data }) => <SolutionArticle solution={nodeData<SolutionFields>('Solution', data)} html={bodyHtml(data)} />,
  portfolio: ({ data, asset }) => {
    const item = nodeData<CaseStudyFields>('PortfolioItem', data);
    const screenshot = typeof data.screenshot === 'string' ? { images: { fallback: { src: asset(data.screenshot) } }, width: 0, height: 0 } : undefined;
    return <CaseStudyArticle item={{ ...item, slug: slugify(String(data.title ?? '')) }} image={screenshot as IGatsbyImageData | undefined} />;
  },
};

/** Previews built from the site's own components: content pages as their pages, site data files as readable lists. */
export const registerPreviews = (cms: DecapCms): void => {
  for (const [collection, render] of Object.entries(pages)) registerSitePreview(cms, collection, (input) => <UntilComplete>{render(input)}</UntilComplete>);
  for (const [file, title] of Object.entries(SITE_FILE_LABELS))
    registerSitePreview(cms, file, ({ data }) => (
      <UntilComplete>
        <DataPreview title={title} data={data} />
      </UntilComplete>
    ));
};
