import React from 'react';
import { ArticleBody, Blocks, CtaCard, ListBlock, PageHero } from '../page-parts';
import { UI_ICONS } from '../../lib/icons';
import { routes } from '../../lib/routes';

export interface ServiceFields {
  title: string;
  badge: string;
  description: string;
  offerings: readonly string[];
  benefits: readonly string[];
  cta: { label: string; note?: string | null };
}

/** A service page's content, as the site shows it and as the CMS previews it. */
export const ServiceArticle = ({ service, html }: { service: ServiceFields; html: string }) => (
  <>
    <PageHero badge={service.badge} title={service.title} intro={service.description} />
    <ArticleBody html={html}>
      <Blocks>
        <ListBlock title="What We Offer" items={service.offerings} icon={UI_ICONS.features} />
        <ListBlock title="Key Benefits" items={service.benefits} icon={UI_ICONS.benefits} />
      </Blocks>
    </ArticleBody>
    <CtaCard heading={`Get started with ${service.title}`} label={service.cta.label} note={service.cta.note} href={routes.contact} />
  </>
);
