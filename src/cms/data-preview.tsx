import React from 'react';
import { PageHero } from '../components/page-parts';
import { Card, Container, Section } from '../components/ui/primitives';
import { fieldLabel } from '../lib/cms-names';

/** One value of a site data file, readable: groups as labelled lists, lists as numbered items, text as it is. */
const Value = ({ value }: { value: unknown }) => {
  if (Array.isArray(value))
    return (
      <ol>
        {value.map((item, index) => (
          // Items have no identity of their own besides their place in the list.
          <li key={index}>
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  if (value && typeof value === 'object')
    return (
      <dl>
        {Object.entries(value).map(([name, inner]) => (
          <React.Fragment key={name}>
            <dt>
              <strong>{fieldLabel(name)}</strong>
            </dt>
            <dd>
              <Value value={inner} />
            </dd>
          </React.Fragment>
        ))}
      </dl>
    );
  return <>{String(value ?? '')}</>;
};

/** A site data file (company details, links, home page copy, news, media kit, events) in the site's type and colours. */
export const DataPreview = ({ title, data }: { title: string; data: Record<string, unknown> }) => (
  <>
    <PageHero badge="Site data" title={title} />
    <Section>
      <Container>
        <Card>
          <Value value={data} />
        </Card>
      </Container>
    </Section>
  </>
);
