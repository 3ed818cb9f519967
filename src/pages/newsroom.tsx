import React from 'react';
import { graphql, Link, type PageProps } from 'gatsby';
import { EventList } from '../components/event-list';
import { Layout } from '../components/layout';
import { PressReleaseCard } from '../components/press-list';
import { pageHead } from '../components/page-head';
import { SectionHeading } from '../components/sections/section-heading';
import { useSiteData } from '../hooks/use-site-data';
import { ActionRow, Card, Container, Section } from '../components/ui/primitives';
import { Block, CardGridBlock, MediaArticleCard, MediaKitCard } from '../components/newsroom/newsroom-parts';
import { ButtonLink } from '../components/ui/button-link';
import { routes } from '../lib/routes';

const NewsroomPage = ({ data }: PageProps<Queries.NewsroomPageQuery>) => {
  const { company } = useSiteData();
  const featured = data.latest.nodes[0];
  return (
    <Layout>
      <Section>
        <Container>
          <SectionHeading title="Newsroom" intro="News, coverage, media resources and where to meet us." asPageTitle />
          {featured && (
            <Block id="featured" title="Latest Press Release">
              <PressReleaseCard release={featured} headingLevel={3} />
            </Block>
          )}
          <CardGridBlock id="news" title="In the News" min="260px">
            {data.allMediaArticle.nodes.map((article) => (
              <MediaArticleCard key={article.title} article={article} />
            ))}
          </CardGridBlock>
          <CardGridBlock id="kit" title="Media Kit" min="240px">
            {data.allMediaKitItem.nodes.map((pack) => (
              <MediaKitCard key={pack.title} pack={pack} />
            ))}
          </CardGridBlock>
          <Block id="events" title="AI Events and Speaking Schedule">
            <EventList content={data} />
          </Block>
          <Block id="inquiries" title="Media Inquiries">
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

export const Head = pageHead({
  title: 'Newsroom',
  description: (company) => `${company.name} newsroom: latest press release, media coverage, downloadable media kit, AI events schedule and press contacts.`,
  path: routes.newsroom,
});

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
