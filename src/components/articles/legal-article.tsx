import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { BackButton } from '../back-button';
import { ArticleBody, CtaCard, PageHero, replyNote, type ReplyHours } from '../page-parts';
import { CheckListCardBody } from '../check-list-card-body';
import { Card, Grid } from '../ui/primitives';
import { routes } from '../../lib/routes';
import { space } from '../../styles/tokens';

const Principles = styled.section`
  margin-top: ${space(8)};
`;

/** The fields of a legal page the article shows (the CMS preview passes the same): the legal page template's query spreads it. */
export const fragment = graphql`
  fragment LegalArticle on LegalPage {
    title
    lastUpdated
    principles {
      title
      description
      commitments
    }
  }
`;

export type LegalFields = Queries.LegalArticleFragment;

/** A legal page's content, as the site shows it and as the CMS previews it. */
export const LegalArticle = ({ page, html, replyHours }: { page: LegalFields; html: string; replyHours: ReplyHours }) => (
  <>
    <PageHero title={page.title} intro={`Last updated: ${page.lastUpdated}`}>
      <BackButton fallback={routes.home}>Back to Home</BackButton>
    </PageHero>
    <ArticleBody html={html}>
      {page.principles && (
        <Principles aria-labelledby="principles-heading">
          <h2 id="principles-heading">Our Principles</h2>
          <Grid min="300px">
            {page.principles.map((principle) => (
              <Card key={principle.title}>
                <CheckListCardBody Heading="h3" heading={principle.title} text={principle.description} items={principle.commitments} />
              </Card>
            ))}
          </Grid>
        </Principles>
      )}
    </ArticleBody>
    <CtaCard heading="Questions? Talk to our team" label="Contact Us" note={replyNote(replyHours)} href={routes.contact} />
  </>
);
