import React from 'react';
import styled from '@emotion/styled';
import { graphql, Link, type HeadFC, type PageProps } from 'gatsby';
import { EventList } from '../components/event-list';
import { ContentIcon, Icon } from '../components/icon';
import { Layout } from '../components/layout';
import { PressReleaseCard } from '../components/press-list';
import { Seo } from '../components/seo';
import { SectionHeading } from '../components/sections/section-heading';
import { useSiteData } from '../hooks/use-site-data';
import { ActionRow, Card, Container, Grid, Section } from '../components/ui/primitives';
import { ButtonLink } from '../components/ui/button-link';
import { formatLongDate } from '../lib/dates';
import { UI_ICONS } from '../lib/icons';
import { routes } from '../lib/routes';
import { color, fontSize, space } from '../styles/tokens';

const Block = styled.section`
  margin-bottom: ${space(16)};
  > h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space(6)};
  }
`;

const Item = styled(Card)`
  display: grid;
  gap: ${space(2)};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

const NewsroomPage = ({ data }: PageProps<Queries.NewsroomPageQuery>) => {
  const { company } = useSiteData();
  const featured = data.latest.nodes[0];
  return (
    <Layout>
      <Section>
        <Container>
          <SectionHeading title="Newsroom" intro="News, coverage, media resources and where to meet us." asPageTitle />
          {featured && (
            <Block aria-labelledby="featured-heading">
              <h2 id="featured-heading">Latest Press Release</h2>
              <PressReleaseCard release={featured} headingLevel={3} />
            </Block>
          )}
          <Block aria-labelledby="news-heading">
            <h2 id="news-heading">In the News</h2>
            <Grid min="260px">
              {data.allMediaArticle.nodes.map((article) => (
                <Item key={article.title} as="article" data-media-article>
                  <p>
                    {article.publication} · <time dateTime={article.date}>{formatLongDate(article.date)}</time>
                  </p>
                  <h3>{article.title}</h3>
                  <p>{article.excerpt}</p>
                  {article.link && (
                    <a href={article.link} target="_blank" rel="noopener noreferrer">
                      Read article <span className="visually-hidden">{article.title} (opens in a new tab)</span>
                    </a>
                  )}
                </Item>
              ))}
            </Grid>
          </Block>
          <Block aria-labelledby="kit-heading">
            <h2 id="kit-heading">Media Kit</h2>
            <Grid min="240px">
              {data.allMediaKitItem.nodes.map((pack) => (
                <Item key={pack.title} data-media-kit>
                  <ContentIcon value={pack.icon} tile />
                  <h3>{pack.title}</h3>
                  <p>{pack.description}</p>
                  <p>{pack.size}</p>
                  <a href={pack.file} download>
                    <Icon name={UI_ICONS.download} /> Download{' '}
                    <span className="visually-hidden">
                      {pack.title} ({pack.size})
                    </span>
                  </a>
                </Item>
              ))}
            </Grid>
          </Block>
          <Block aria-labelledby="events-heading">
            <h2 id="events-heading">AI Events and Speaking Schedule</h2>
            <EventList content={data} />
          </Block>
          <Block aria-labelledby="inquiries-heading">
            <h2 id="inquiries-heading">Media Inquiries</h2>
            <Card>
              <p>
                Journalists and analysts can reach our press team at <a href={`mailto:${company.pressEmail}`}>{company.pressEmail}</a>.
              </p>
              <ActionRow as="p">
                <ButtonLink href={`mailto:${company.pressEmail}`}>Email the press team</ButtonLink>
                <Link to={routes.press}>All press releases</Link>
                <Link to={routes.contact}>Contact us</Link>
              </ActionRow>
            </Card>
          </Block>
        </Container>
      </Section>
    </Layout>
  );
};

export default NewsroomPage;

export const Head: HeadFC = () => (
  <Seo
    title="Newsroom"
    description="Aurelion AI newsroom: latest press release, media coverage, downloadable media kit, AI events schedule and press contacts."
    path={routes.newsroom}
  />
);

export const query = graphql`
  query NewsroomPage {
    ...EventListContent
    latest: allPressRelease(filter: { status: { eq: PUBLISHED } }, sort: { date: DESC }, limit: 1) {
      nodes {
        ...PressReleaseCard
      }
    }
    allMediaArticle(sort: { date: DESC }) {
      nodes {
        title
        publication
        date
        excerpt
        link
      }
    }
    allMediaKitItem {
      nodes {
        title
        description
        size
        icon
        file
      }
    }
  }
`;
